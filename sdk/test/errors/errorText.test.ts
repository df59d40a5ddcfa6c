import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundedLines, boundedMessage, fileKindOf, wrongFileKindMessage } from '../../src/index.ts';
import { fixturePath } from '@bench/fixtures';

const FIXTURES = fixturePath();
const fixture = (path: string) => readFileSync(join(FIXTURES, path), 'utf8');

describe('bounded errors', () => {
  it('keeps the first five problems and counts the rest', () => {
    const lines = Array.from(
      { length: 1437 },
      (_, i) => `line ${i + 1}: Sequence data before the first > header line.`,
    );
    expect(boundedMessage(lines.join('\n')).split('\n')).toEqual([...lines.slice(0, 5), 'and 1,432 more']);
  });
  it("counts from the server's own bound when the server already cut the list", () => {
    const lines = Array.from({ length: 10 }, (_, i) => `line ${i + 1}: Sequence data before the first > header line.`);
    const fromServer = [...lines, '… and 1427 more problems (1437 in all).'].join('\n');
    expect(boundedMessage(fromServer).split('\n')).toEqual([...lines.slice(0, 5), 'and 1,432 more']);
  });
  it('leaves a short message as it is and clips an endless line', () => {
    expect(boundedMessage('Error importing file.')).toBe('Error importing file.');
    const [line] = boundedLines(['x'.repeat(5000)]);
    expect(line.length).toBeLessThanOrEqual(240);
    expect(line.endsWith('…')).toBe(true);
  });
});

describe('file kinds of the real fixtures', () => {
  it.each([
    ['pdb/1crn.pdb', 'pdb'],
    ['pdb/2fvd.pdb', 'pdb'],
    ['cif/1ubq.cif', 'mmcif'],
    ['fasta/alpha.faa', 'fasta'],
    ['fasta/protein_lib.fa', 'fasta'],
    ['sdf/cdk2.sdf', 'sdf'],
    ['sdf/TYR.v3000.sdf', 'sdf'],
    ['sdf/s58_rcsb.mol', 'sdf'],
    ['pssm/7CEI.A.pssm', 'pssm'],
  ])('%s is %s', (path, kind) => {
    expect(fileKindOf(fixture(path))).toBe(kind);
  });
  it('names the file and what was expected, in one sentence', () => {
    expect(wrongFileKindMessage('1crn.pdb', fixture('pdb/1crn.pdb'), ['fasta'])).toBe(
      '1crn.pdb is a PDB structure file, not the FASTA sequence file expected here.',
    );
    expect(wrongFileKindMessage('alpha.faa', fixture('fasta/alpha.faa'), ['pdb', 'mmcif'])).toBe(
      'alpha.faa is a FASTA sequence file, not the PDB structure file or mmCIF structure file expected here.',
    );
    expect(wrongFileKindMessage('1crn.pdb', fixture('pdb/1crn.pdb'), ['sdf'])).toBe(
      '1crn.pdb is a PDB structure file, not the SDF or MOL small-molecule file expected here.',
    );
    expect(wrongFileKindMessage('1crn.pdb', fixture('pdb/1crn.pdb'), ['pdb', 'mmcif'])).toBeNull();
    expect(wrongFileKindMessage('notes.txt', 'just some words', ['fasta'])).toBeNull();
  });
});
