import { describe, expect, it } from 'vitest';
import { unpricedCost } from '../src/cost.ts';

describe('cost', () => {
  it('leaves unpriced jobs out of the catalogue', () => {
    expect(unpricedCost()).toMatchObject({ catalogue: [] });
  });
});
