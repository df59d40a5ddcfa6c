import { describe, expect, it } from 'vitest';
import { fastaTitle, markedPdb, SIMULATED_PDB_REMARK } from '../src/index.ts';

describe('simulated output is labelled', () => {
  it('marks PDB text once and FASTA titles of simulated results only', () => {
    expect(markedPdb('ATOM', 'simulated')).toBe(`${SIMULATED_PDB_REMARK}\nATOM`);
    expect(markedPdb(markedPdb('ATOM', 'simulated'), 'simulated')).toBe(`${SIMULATED_PDB_REMARK}\nATOM`);
    expect(markedPdb('ATOM', 'openmm')).toBe('ATOM');
    expect(fastaTitle('d1', 'simulated')).toBe('d1 engine=simulated');
    expect(fastaTitle('d1', undefined)).toBe('d1');
  });
});
