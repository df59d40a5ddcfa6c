import { describe, expect, it } from 'vitest';
import { groupCost, groupStage, singleChainHmModel } from '../src/model.ts';

describe('single-chain HM price and group screen (spec 2 §2.8, spec 3 §9)', () => {
  it('prices 100 credits per sequence and lists that row in the catalogue', () => {
    expect(singleChainHmModel.cost.price(singleChainHmModel.defaults(), { structureCount: 0 } as never)).toBe(100);
    expect(singleChainHmModel.cost.catalogue).toEqual([{ action: 'Single-Chain HM', unit: 'sequence', cost: '100' }]);
  });

  it('the group screen falls back to targets for any unknown stage, and costs 100 per member', () => {
    expect(['targets', 'templates', 'run', 'review', undefined].map(groupStage)).toEqual([
      'targets',
      'templates',
      'run',
      'targets',
      'targets',
    ]);
    expect(groupCost(3)).toBe(300);
  });
});
