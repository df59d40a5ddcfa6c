import type { BaseItem } from '@bench/sdk';
import type { PredictionGroup, StructurePrediction } from '@bench/family-structure-prediction';

export interface StageProps {
  group: PredictionGroup & BaseItem;
  members: (StructurePrediction & BaseItem)[];
  /** show (and log) a failure's message, or clear it with null */
  report(message: string | null, failure?: unknown): void;
  next(): void;
}
