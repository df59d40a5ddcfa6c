import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MUTATION_FILE_MESSAGES } from '../src/mutations/errors.ts';
import { applyMutationsCsv, isMutationsCsv, parseMutationsCsv } from '../src/mutations/csv.ts';
import { applyPssm, parsePssm } from '../src/mutations/pssm.ts';
import {
  buildMutationRows,
  mutationsInput,
  sequenceSpace,
  toggleMutation,
  type MutationRow,
  type MutationSource,
} from '../src/mutations/table.ts';
import { mutationsTableStatus, type TableRules } from '../src/mutations/status.ts';
import { fixturePath } from '@bench/fixtures';

/** Bounds read from two test settings, as a job's table rules read its family's. */
const bounds = (settings: Readonly<Record<string, unknown>>) => ({
  warningExponent: Number(settings.spaceWarning),
  limitExponent: Number(settings.spaceLimit),
});
const LENIENT: TableRules = { onlyOriginals: 'warning', bounds };
const STRICT: TableRules = { onlyOriginals: 'error', bounds };

const fixtures = fixturePath();
const read = (path: string) => readFileSync(join(fixtures, path), 'utf8');

/** A source pose whose sequence is the PSSM's own query sequence (the protein it was computed for). */
function poseFromPssm(path: string, poseId = 'p1'): MutationSource {
  return { poseId, residues: parsePssm(read(path)).rows.map((r) => ({ letter: r.residue, type: 'caa' as const })) };
}
const protein = (poseId: string, sequence: string): MutationSource => ({
  poseId,
  residues: [...sequence].map((letter) => ({ letter, type: 'caa' as const })),
});
const settings = { spaceWarning: 3, spaceLimit: 6 };

describe('mutation rows', () => {
  it('shows originals as percent shares across source poses, and "-" with 4 or more distinct residues', () => {
    const rows = buildMutationRows(
      [1, 2],
      [protein('a', 'KA'), protein('b', 'RC'), protein('c', 'KD'), protein('d', 'KE')],
    );
    expect(rows[0].originals).toEqual({ K: 75, R: 25 });
    expect(rows[0].originalsLabel).toBe('K 75% / R 25%');
    expect(rows[1].originalsLabel).toBe('-');
  });

  it('disables non-amino-acid positions and hides nucleotide rows', () => {
    const mixed: MutationSource = {
      poseId: 'x',
      residues: [
        { letter: 'A', type: 'caa' },
        { letter: 'X', type: 'ligand' },
        { letter: 'G', type: 'cdna' },
      ],
    };
    const [aa, ligand, dna] = buildMutationRows([1, 2, 3], [mixed]);
    expect([aa.disabled, ligand.disabled, dna.hidden]).toEqual([false, true, true]);
    expect(toggleMutation(ligand, 'A').enabled).toEqual([]);
    expect(Object.keys(mutationsInput([aa, ligand, dna]))).toEqual(['1']);
  });

  it('keeps enabled letters in alphabetical order and concatenates them as the position value', () => {
    let [row] = buildMutationRows([1], [protein('a', 'K')]);
    for (const letter of ['W', 'A', 'K'] as const) row = toggleMutation(row, letter);
    expect(mutationsInput([row])).toEqual({ '1': { mutations: 'AKW', prevent_repacking: false } });
    expect(toggleMutation(row, 'A').enabled).toEqual(['K', 'W']);
  });
});

describe('mutations table status', () => {
  const base = buildMutationRows([1, 2, 3], [protein('a', 'KLM')]);
  const withEnabled = (letters: string[][]): MutationRow[] =>
    base.map((r, i) => ({ ...r, enabled: letters[i] as MutationRow['enabled'] }));

  it('is an error when nothing is enabled', () => {
    expect(mutationsTableStatus(base, LENIENT, settings)).toMatchObject({ status: 'NoneEnabled', severity: 'error' });
  });

  it('only original residues: an error for flex design, a warning for design and relax design', () => {
    const originals = withEnabled([['K'], ['L'], []]);
    expect(mutationsTableStatus(originals, STRICT, settings).severity).toBe('error');
    expect(mutationsTableStatus(originals, LENIENT, settings)).toMatchObject({
      status: 'AllOriginals',
      severity: 'warning',
    });
    expect(mutationsTableStatus(originals, LENIENT, settings).severity).toBe('warning');
  });

  it('sequence space is the product of enabled counts; over the recommendation warns, over the limit fails', () => {
    const ten = ['A', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'K', 'L'];
    expect(sequenceSpace(withEnabled([ten, ten, []]))).toBe(100);
    expect(mutationsTableStatus(withEnabled([ten, ten, []]), LENIENT, settings).status).toBe('Validated');
    expect(mutationsTableStatus(withEnabled([ten, ten, ten]), LENIENT, settings).status).toBe('Validated');
    const eleven = [...ten, 'M'];
    expect(mutationsTableStatus(withEnabled([ten, ten, eleven]), LENIENT, settings)).toMatchObject({
      status: 'ExceedsSequenceSpaceRecommendation',
      severity: 'warning',
      sequenceSpace: 1100,
    });
    const twenty = [...ten, 'M', 'N', 'P', 'Q', 'R', 'S', 'T', 'V', 'W', 'Y'];
    expect(
      mutationsTableStatus(withEnabled([twenty, twenty, twenty]), LENIENT, {
        ...settings,
        spaceLimit: 3,
      }),
    ).toMatchObject({ status: 'ExceedsSequenceSpaceLimit', severity: 'error' });
  });

  it('warns about positions with no original residue', () => {
    const rows = buildMutationRows([1, 9], [protein('a', 'K')]).map((r) => ({
      ...r,
      enabled: ['A'] as MutationRow['enabled'],
    }));
    expect(mutationsTableStatus(rows, LENIENT, settings)).toMatchObject({ status: 'NoOriginals', severity: 'warning' });
  });
});

describe('PSSM upload (real PSI-BLAST files)', () => {
  it('reads every position of 7CEI.A and 1ATN.B, two-digit negatives included', () => {
    const im7 = parsePssm(read('pssm/7CEI.A.pssm'));
    expect(im7.rows).toHaveLength(87);
    expect(
      im7.rows
        .slice(0, 10)
        .map((r) => r.residue)
        .join(''),
    ).toBe('MELKNSISDY');
    expect(im7.rows[0].scores).toMatchObject({ M: 11, I: 1, A: -6, V: -4 });
    const dnase = parsePssm(read('pssm/1ATN.B.pssm'));
    expect(dnase.rows).toHaveLength(260);
    expect(Math.min(...dnase.rows.flatMap((r) => Object.values(r.scores)))).toBeLessThanOrEqual(-10);
  });

  it('enables letters scoring at or above the threshold at the selected positions, and re-applies', () => {
    const rows = buildMutationRows([1, 2], [poseFromPssm('pssm/7CEI.A.pssm')]);
    const pssm = parsePssm(read('pssm/7CEI.A.pssm'));
    const atZero = applyPssm(rows, pssm);
    expect(atZero.rows[0].enabled).toEqual(['I', 'M']);
    expect(atZero.rows[1].enabled).toEqual(['D', 'E', 'I', 'K', 'N', 'Q', 'S', 'T']);
    expect(atZero.residuesMatchPercent).toBe(100);
    expect([atZero.pssmMin, atZero.pssmMax]).toEqual([-8, 11]);
    expect(applyPssm(atZero.rows, pssm, 4).rows.map((r) => r.enabled)).toEqual([['M'], ['E']]);
  });

  it('refuses a PSSM that does not match the selection sequence', () => {
    const rows = buildMutationRows([1, 2, 3], [poseFromPssm('pssm/1ATN.B.pssm')]);
    expect(() => applyPssm(rows, parsePssm(read('pssm/7CEI.A.pssm')))).toThrow(MUTATION_FILE_MESSAGES.pssmMismatch);
  });

  it('rejects files with characters no PSSM has, and files that are not PSSMs', () => {
    expect(() => parsePssm(read('pssm/7CEI.A.pssm').replace('Lambda', 'Lambda;'))).toThrow(
      MUTATION_FILE_MESSAGES.notPssm,
    );
    expect(() => parsePssm(read('fasta/protein_lib.fa'))).toThrow(MUTATION_FILE_MESSAGES.notPssm);
    expect(() => parsePssm(read('pdb/1crn.pdb'))).toThrow(MUTATION_FILE_MESSAGES.notPssm);
  });

  it('a PSSM is not taken for a CSV, and a CSV (first character P) is', () => {
    expect(isMutationsCsv(read('pssm/7CEI.A.pssm'))).toBe(false);
    expect(isMutationsCsv('Position,Mutations\n1,A\n')).toBe(true);
  });
});

describe('mutations CSV upload', () => {
  const rows = buildMutationRows([1, 2, 3], [protein('a', 'KLM')]);

  it('reads the list form and the binary form', () => {
    expect(parseMutationsCsv('Position,Mutations\n1,av\n3,W\n')).toEqual(
      new Map([
        [1, ['A', 'V']],
        [3, ['W']],
      ]),
    );
    expect(parseMutationsCsv('Position,A,C,D\r\n2,1,0,1\r\n')).toEqual(new Map([[2, ['A', 'D']]]));
  });

  it('a binary CSV must be square', () => {
    expect(() => parseMutationsCsv('Position,A,C,D\n2,1,0\n')).toThrow(MUTATION_FILE_MESSAGES.notSquare);
  });

  it('must overlap the allowed mutations', () => {
    expect(() => applyMutationsCsv(rows, parseMutationsCsv('Position,Mutations\n40,A\n'))).toThrow(
      MUTATION_FILE_MESSAGES.noOverlap,
    );
    expect(applyMutationsCsv(rows, parseMutationsCsv('Position,Mutations\n2,VA\n'))[1].enabled).toEqual(['A', 'V']);
  });
});
