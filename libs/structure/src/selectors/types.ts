import type { BaseItem } from '@bench/sdk/model';

/** spec 2 §3: a named set of 1-based residue positions, ascending. */
export interface Selector extends BaseItem {
  name: string;
  positions: number[];
}

export const SELECTOR_MESSAGES = {
  fetchError: 'There was an error fetching the selector.',
} as const;
