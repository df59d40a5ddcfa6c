import { useActiveItems, useItem, type BaseItem } from '@bench/sdk';
import { SELECTOR_MESSAGES, type Selector } from '@bench/structure';
import type { GridSpreads } from '@bench/sdk/model';
import type { DdgGrid, DdgUnit } from './model.ts';

/** A DDG result as the tab reads it (spec 2 §3, and what the job pipeline writes). */
export interface DdgResult extends BaseItem {
  name: string;
  pose_id: string;
  pose_name: string;
  pose_collection_id: string | null;
  task_id: string;
  unit: DdgUnit;
  ddgVersion: number;
  state: 0 | 1 | 2;
  selector: string | null;
  results: DdgGrid;
  /** each scored cell's spread over its independent repeats (in `unit`); absent on older results */
  spreads?: GridSpreads | null;
  engine?: string | null;
  progress?: { step: string; percent: number } | null;
  error_message?: string | null;
  notes?: string[];
  method?: Record<string, unknown> | null;
  price?: number | null;
}

export interface DdgPose extends BaseItem {
  name: string;
  sequence?: string;
}

export interface DdgCollection extends BaseItem {
  name: string;
}

/** The result, its structure and source collection, and the session's selectors; all live. */
export function useDdgData(id: string) {
  const result = useItem<DdgResult>('ddg_results', id);
  const pose = useItem<DdgPose>('poses', result?.pose_id);
  const collection = useItem<DdgCollection>('pose_collections', result?.pose_collection_id);
  const selectors = useActiveItems<Selector>('selectors', SELECTOR_MESSAGES.fetchError);
  return { result, pose, collection, selectors };
}
