import { describe, expect, it } from 'vitest';
import { splitChains } from '../src/sequenceRules.ts';

describe('multi-chain sequences', () => {
  it('splits chains on / and trims them', () => {
    expect(splitChains(' EVQL / DIQM /')).toEqual(['EVQL', 'DIQM']);
  });
});
