import { describe, expect, it } from 'vitest';
import { POLARITY_CLASSES, polarityClass } from '../src/sequence/polarity.ts';
import { formatFasta, parseFasta } from '../src/sequence/fasta.ts';

describe('polarity classes', () => {
  it('has the six classes and classifies one- and three-letter codes', () => {
    expect(POLARITY_CLASSES).toEqual(['nonpolar', 'positive', 'negative', 'polar', 'cysteine', 'hydrophobic']);
    expect(['K', 'R', 'H'].map(polarityClass)).toEqual(['positive', 'positive', 'positive']);
    expect(['ASP', 'GLU'].map(polarityClass)).toEqual(['negative', 'negative']);
    expect(polarityClass('CYS')).toBe('cysteine');
    expect(polarityClass('leu')).toBe('hydrophobic');
    expect(polarityClass('G')).toBe('nonpolar');
    expect(polarityClass('S')).toBe('polar');
    expect(polarityClass('HOH')).toBeNull();
    expect(polarityClass('X')).toBeNull();
  });
});

describe('FASTA', () => {
  it('parses multi-line records, drops a final stop, and round-trips', () => {
    const { records, errors } = parseFasta('>one desc\nACDE\nFG*\n\n>two\nMK/VL\n');
    expect(errors).toEqual([]);
    expect(records).toEqual([
      { name: 'one desc', sequence: 'ACDEFG' },
      { name: 'two', sequence: 'MK/VL' },
    ]);
    expect(parseFasta(formatFasta(records)).records).toEqual(records);
    expect(formatFasta([{ name: 'x', sequence: 'A'.repeat(61) }])).toBe(`>x\n${'A'.repeat(60)}\nA\n`);
  });
  it('reports empty input', () => {
    expect(parseFasta('').errors).toEqual([{ line: 0, message: 'No FASTA records found.' }]);
  });
});
