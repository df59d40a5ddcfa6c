import { describe, expect, it } from 'vitest';
import { chainLengths } from '@bench/structure';
import { chainOfPosition, isSingleChain } from '../src/singleChain.ts';

describe('single-chain selections', () => {
  it('finds the chain of a position and tells single-chain selections', () => {
    const lengths = chainLengths('ACDE/FGH');
    expect(chainOfPosition(4, lengths)).toBe(0);
    expect(chainOfPosition(5, lengths)).toBe(1);
    expect(chainOfPosition(8, lengths)).toBe(-1);
    expect(isSingleChain([5, 7], lengths)).toBe(true);
    expect(isSingleChain([4, 5], lengths)).toBe(false);
    expect(isSingleChain([7, 8], lengths)).toBe(false);
  });
});
