/** The loop a Loop Rebuild job rebuilds: its selector's positions, first to last. */
import type { EngineContext } from '@bench/sdk/model';
import type { LoopRebuildInput } from './model.ts';

export interface Loop {
  /** 1-based sequence positions (the numbering selectors use) */
  first: number;
  last: number;
  positions: Set<number>;
}

export function loopOf(context: EngineContext<LoopRebuildInput>): Loop {
  const id = context.action.input.selector;
  const positions = id ? context.selectors[id] : undefined;
  if (!positions || positions.length === 0) throw new Error('The loop selector of this action was not found.');
  return { first: Math.min(...positions), last: Math.max(...positions), positions: new Set(positions) };
}
