import { canonicalAllele } from './alleles.ts';
import { ALPHABET, type PositionMatrix } from './matrix.ts';

/**
 * Reads one matrix file in the IEDB SMM/SMMPMBEC text format, as distributed by IEDB for its
 * MHC class I tools: a header line whose second tab-separated field is the peptide length (checked
 * against the file name when present), one line per residue (`A<TAB>v1<TAB>…<TAB>vL`, all 20
 * residues, any order), then one line holding the offset; log10(IC50 nM) = offset + the residue
 * values. The allele and length come from the file name, `<allele>-<length>.txt` (e.g.
 * `HLA-A-02:01-9.txt`). Throws an Error naming the file and the problem.
 */
export function parseIedbMatrix(fileName: string, text: string): PositionMatrix {
  const fail = (problem: string): never => {
    throw new Error(`${fileName}: ${problem}`);
  };
  const nameMatch = /^(.+)-(\d+)\.txt$/.exec(fileName.split(/[\\/]/).pop() ?? '');
  if (!nameMatch) fail('the file name must be <allele>-<length>.txt, e.g. HLA-A-02:01-9.txt');
  const allele = canonicalAllele(nameMatch![1]) ?? fail(`'${nameMatch![1]}' is not an MHC class I allele name`);
  const length = Number(nameMatch![2]);

  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  if (lines.length !== 22) fail(`expected 22 lines (header, 20 residues, offset), found ${lines.length}`);
  const declared = lines[0].split('\t')[1]?.trim();
  if (declared && /^\d+$/.test(declared) && Number(declared) !== length)
    fail(`the header declares length ${declared}, the file name ${length}`);

  const rows = Array.from({ length }, () => new Array<number>(20).fill(Number.NaN));
  for (const [index, line] of lines.slice(1, 21).entries()) {
    const [residue, ...cells] = line.split(/\s+/);
    const column = residue.length === 1 ? ALPHABET.indexOf(residue.toUpperCase()) : -1;
    if (column < 0) fail(`line ${index + 2}: '${residue}' is not one of the 20 residues`);
    if (!Number.isNaN(rows[0][column])) fail(`line ${index + 2}: residue ${residue} appears twice`);
    if (cells.length !== length) fail(`line ${index + 2}: expected ${length} values, found ${cells.length}`);
    cells.forEach((cell, position) => {
      const value = Number(cell);
      if (!Number.isFinite(value)) fail(`line ${index + 2}: '${cell}' is not a number`);
      rows[position][column] = value;
    });
  }
  const offset = Number(lines[21]);
  if (!Number.isFinite(offset)) fail(`line 22: the offset '${lines[21]}' is not a number`);
  return { allele, length, offset, rows };
}
