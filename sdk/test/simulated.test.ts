import { describe, expect, it } from 'vitest';
import { fastaTitle, markedPdb, scoreColumnsFor, SIMULATED_PDB_REMARK } from '../src/index.ts';

describe('simulated output is labelled', () => {
  it("names every score column of a simulated collection '(simulated)', and no other's", () => {
    const pose = { _id: 'p', name: 'p', pose_collection_id: 'c', score: 1, rms: 0 };
    const simulated = scoreColumnsFor({ type: null, engine: 'simulated' }, [pose]).map((c) => c.label);
    const real = scoreColumnsFor({ type: null, engine: 'openmm' }, [pose]).map((c) => c.label);
    expect(simulated.length).toBeGreaterThan(0);
    expect(simulated).toEqual(real.map((label) => `${label} (simulated)`));
  });
  it('marks PDB text once and FASTA titles of simulated results only', () => {
    expect(markedPdb('ATOM', 'simulated')).toBe(`${SIMULATED_PDB_REMARK}\nATOM`);
    expect(markedPdb(markedPdb('ATOM', 'simulated'), 'simulated')).toBe(`${SIMULATED_PDB_REMARK}\nATOM`);
    expect(markedPdb('ATOM', 'openmm')).toBe('ATOM');
    expect(fastaTitle('d1', 'simulated')).toBe('d1 engine=simulated');
    expect(fastaTitle('d1', undefined)).toBe('d1');
  });
});
