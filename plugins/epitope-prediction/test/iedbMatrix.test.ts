import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configuredPredictor, matrixDirectoryPredictor } from '../src/node/configuredPredictor.ts';
import { parseIedbMatrix, shippedPredictor } from '../src/predictor/index.ts';

// A hand-written file in the IEDB matrix format (see format-test-matrices/README.md), not a model.
const FORMAT_TEST_DIR = join(import.meta.dirname, 'format-test-matrices');
const FORMAT_TEST_NAME = 'HLA-A-02:01-9.txt';
const formatTestText = readFileSync(join(FORMAT_TEST_DIR, FORMAT_TEST_NAME), 'utf8');

describe('the IEDB matrix file reader', () => {
  it('reads the allele from the file name and the residue rows by letter', () => {
    const matrix = parseIedbMatrix(FORMAT_TEST_NAME, formatTestText);
    expect(matrix.allele).toBe('HLA-A*02:01');
    expect(matrix.length).toBe(9);
    expect(matrix.offset).toBe(4);
    expect(matrix.rows[1]['ACDEFGHIKLMNPQRSTVWY'.indexOf('L')]).toBe(-1);
    expect(matrix.rows[8]['ACDEFGHIKLMNPQRSTVWY'.indexOf('V')]).toBe(-1);
  });

  it.each([
    [
      'not-a-matrix.txt',
      formatTestText,
      'not-a-matrix.txt: the file name must be <allele>-<length>.txt, e.g. HLA-A-02:01-9.txt',
    ],
    [
      'HLA-DRB1-01:01-9.txt',
      formatTestText,
      "HLA-DRB1-01:01-9.txt: 'HLA-DRB1-01:01' is not an MHC class I allele name",
    ],
    ['HLA-A-02:01-10.txt', formatTestText, 'HLA-A-02:01-10.txt: the header declares length 9, the file name 10'],
    [
      FORMAT_TEST_NAME,
      formatTestText.replace(/^W\t/m, 'B\t'),
      `${FORMAT_TEST_NAME}: line 20: 'B' is not one of the 20 residues`,
    ],
    [
      FORMAT_TEST_NAME,
      formatTestText.replace(/^A\t0\.0/m, 'A\tzero'),
      `${FORMAT_TEST_NAME}: line 2: 'zero' is not a number`,
    ],
    [
      FORMAT_TEST_NAME,
      formatTestText.replace(/\n4\.0\n$/, '\n'),
      `${FORMAT_TEST_NAME}: expected 22 lines (header, 20 residues, offset), found 21`,
    ],
  ])('rejects %s with a message naming the problem', (name, text, message) => {
    expect(() => parseIedbMatrix(name, text)).toThrow(message);
  });
});

describe('the matrix directory setting', () => {
  it('scores with the files of the directory and only their alleles', () => {
    const predictor = configuredPredictor({ BENCH_EPITOPE_MATRIX_DIR: FORMAT_TEST_DIR });
    expect(predictor.source).toContain(FORMAT_TEST_DIR);
    const anchored = predictor.predict('HLA-A*02:01', 'GLAAAAAAV')!;
    const plain = predictor.predict('HLA-A*02:01', 'GAAAAAAAA')!;
    expect(anchored.ic50_nM).toBeCloseTo(100, 6);
    expect(plain.ic50_nM).toBeCloseTo(10000, 6);
    expect(anchored.rank_percent).toBeLessThan(plain.rank_percent);
    expect(predictor.predict('HLA-B*07:02', 'GLAAAAAAV')).toBeNull();
  });

  it('without the setting uses the shipped parameters', () => {
    expect(configuredPredictor({})).toBe(shippedPredictor());
    expect(configuredPredictor({}).source).toContain('trained on IEDB BD2009');
  });

  it('names the directory when it holds no matrix files', () => {
    const empty = mkdtempSync(join(tmpdir(), 'epitope-matrices-'));
    writeFileSync(join(empty, 'notes.md'), 'no matrices here');
    expect(() => matrixDirectoryPredictor(empty)).toThrow(
      `BENCH_EPITOPE_MATRIX_DIR=${empty} holds no <allele>-<length>.txt matrix files`,
    );
  });
});
