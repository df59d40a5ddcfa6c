import { useItem, type BaseItem } from '@bench/sdk';
import type { ThermoResults } from './model.ts';

/** A ThermoMPNN item as the tab reads it (spec 2 §3, and what the job pipeline writes). */
export interface ThermoItem extends BaseItem {
  name: string;
  inputs: { pose_id: string; pose_name: string };
  outputs: { results?: ThermoResults; original_residues?: Record<string, string> };
  status: 'INIT' | 'QUEUEING' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELLED';
  pose_collection_id: string | null;
  engine?: string | null;
  progress?: { step: string; percent: number } | null;
  error_message?: string | null;
  notes?: string[];
  method?: Record<string, unknown> | null;
}

export interface SourceCollection extends BaseItem {
  name: string;
}

/** The item and its source collection, both live. */
export function useThermoData(id: string) {
  const item = useItem<ThermoItem>('thermo_mpnns', id);
  const collection = useItem<SourceCollection>('pose_collections', item?.pose_collection_id);
  return { item, collection };
}
