import { describe, expect, it } from 'vitest';
import { scoreColumnsFor } from '../src/index.ts';

describe('score columns of simulated results', () => {
  it("names every score column of a simulated collection '(simulated)', and no other's", () => {
    const pose = { _id: 'p', name: 'p', pose_collection_id: 'c', score: 1, rms: 0 };
    const simulated = scoreColumnsFor({ type: null, engine: 'simulated' }, [pose]).map((c) => c.label);
    const real = scoreColumnsFor({ type: null, engine: 'openmm' }, [pose]).map((c) => c.label);
    expect(simulated.length).toBeGreaterThan(0);
    expect(simulated).toEqual(real.map((label) => `${label} (simulated)`));
  });
});
