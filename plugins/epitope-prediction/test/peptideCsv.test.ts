import { describe, expect, it } from 'vitest';
import { parsePeptideCsv, PeptideCsvError, predictionCsv, shippedPredictor } from '../src/predictor/index.ts';

describe('the allele,peptide CSV', () => {
  it('reads rows under a header in either column order, skipping blank lines', () => {
    expect(parsePeptideCsv('peptide,allele\r\nGILGFVFTL,HLA-A*02:01\n\nSIINFEKL,H-2-Kb\n')).toEqual([
      { allele: 'HLA-A*02:01', peptide: 'GILGFVFTL' },
      { allele: 'H-2-Kb', peptide: 'SIINFEKL' },
    ]);
  });

  it('accepts cells in double quotes, as spreadsheets write them', () => {
    expect(parsePeptideCsv('"allele","peptide"\n"HLA-A*02:01", "GILGFVFTL"\n')).toEqual([
      { allele: 'HLA-A*02:01', peptide: 'GILGFVFTL' },
    ]);
  });

  it.each([
    ['', 'the peptides CSV is empty: expected a header line "allele,peptide"'],
    [
      'mhc,sequence\nHLA-A*02:01,GILGFVFTL\n',
      'line 1: the header must name the columns allele and peptide, found "mhc,sequence"',
    ],
    [
      'allele,peptide\nHLA-A*02:01,GILGFVFTL\nHLA-A*02:01\n',
      'line 3: expected 2 comma-separated fields, found 1 in "HLA-A*02:01"',
    ],
  ])('rejects %j with a message naming the line', (text, message) => {
    expect(() => parsePeptideCsv(text)).toThrow(new PeptideCsvError(message));
  });

  it('prints predictions, with empty values where the predictor cannot score', () => {
    const csv = predictionCsv(shippedPredictor(), [
      { allele: 'HLA-A*02:01', peptide: 'GILGFVFTL' },
      { allele: 'HLA-Z*99:99', peptide: 'GILGFVFTL' },
    ]);
    const [header, known, unknown] = csv.trim().split('\n');
    expect(header).toBe('allele,peptide,ic50_nM,rank_percent');
    expect(known).toMatch(/^HLA-A\*02:01,GILGFVFTL,\d+\.\d\d,\d+\.\d\d$/);
    expect(unknown).toBe('HLA-Z*99:99,GILGFVFTL,,');
  });
});
