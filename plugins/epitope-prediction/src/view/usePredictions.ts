import { useMemo } from 'react';
import { useItemQuery, type BaseItem } from '@bench/sdk';
import { EPITOPE_MESSAGES, type EpitopeCutoffs, type EpitopeOutputs } from '../model.ts';

/** An epitope prediction as the view reads it (spec 2 §3, and what the job pipeline writes). */
export interface Prediction extends BaseItem {
  name: string;
  /** the alleles and cutoffs chosen in the form (absent from predictions made before it) */
  inputs: { pose_id: string; pose_name?: string; mhc_allele_list?: string[]; cutoffs?: EpitopeCutoffs };
  outputs?: EpitopeOutputs;
  status: string;
  error_message?: string | null;
  progress?: { step: string; percent: number } | null;
  method?: Record<string, unknown> | null;
  engine?: string | null;
  notes?: string[];
}

/** The view's predictions in its order, live (this window, jobs, other windows). */
export function usePredictions(ids: readonly string[]): Prediction[] | null {
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the ids' text: a new array of the same ids keeps the same request
  const request = useMemo(() => ({ query: { _id: { $in: [...ids] } } }), [ids.join(',')]);
  const { items } = useItemQuery<Prediction>('epitope_predictions', request, EPITOPE_MESSAGES.fetch);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the ids' text: a new array of the same ids keeps the same list
  return useMemo(
    () => (items === null ? null : ids.flatMap((id) => items.filter((p) => p._id === id))),
    [items, ids.join(',')],
  );
}
