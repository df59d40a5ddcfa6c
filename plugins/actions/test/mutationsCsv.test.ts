import { describe, expect, it } from 'vitest';
import { buildMutationRows, parseMutationsCsv, type MutationRow, type MutationSource } from '@bench/action-kit';
import { mutationsCsv, mutationsCsvFileName } from '../src/mutationsCsv.ts';

const protein = (poseId: string, sequence: string): MutationSource => ({
  poseId,
  residues: [...sequence].map((letter) => ({ letter, type: 'caa' as const })),
});

describe('mutations CSV download', () => {
  const rows = buildMutationRows([1, 2, 3], [protein('a', 'KLM')]);

  it('the download uploads back to the same table, under the spec file name', () => {
    const edited: MutationRow[] = rows.map((r) =>
      r.position === 1 ? { ...r, enabled: ['A', 'K'] } : r.position === 3 ? { ...r, enabled: ['Y'] } : r,
    );
    expect(mutationsCsv(edited)).toBe('Position,Mutations\n1,AK\n2,\n3,Y\n');
    expect(parseMutationsCsv(mutationsCsv(edited))).toEqual(new Map(edited.map((r) => [r.position, r.enabled])));
    expect(mutationsCsvFileName('Design', 12)).toBe('Design_12_mutations.csv');
  });
});
