/** The `chain,position,wt,mut` CSV of `npm run predict:ddg` (PDB numbering, insertion code allowed: 52A). */
import { readPose } from '@bench/engine-sim';
import type { DdgMutation } from './index.ts';

export class MutationsCsvError extends Error {}

const LETTERS = 'ACDEFGHIKLMNPQRSTVWY';

/** Reads the CSV and checks each row against the structure: chain, residue and wild-type letter. */
export function parseDdgMutations(text: string, pdb: string): DdgMutation[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const header = (lines.shift() ?? '')
    .toLowerCase()
    .split(',')
    .map((c) => c.trim());
  const column = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0)
      throw new MutationsCsvError(`The mutations CSV needs a header with chain,position,wt,mut; '${name}' is missing.`);
    return i;
  };
  const [chainAt, positionAt, wtAt, mutAt] = ['chain', 'position', 'wt', 'mut'].map(column);
  const residues = new Map(readPose(pdb).residues.map((r) => [`${r.chain}:${r.resid}${r.icode.trim()}`, r]));
  return lines.map((line, k) => {
    const cells = line.split(',').map((c) => c.trim());
    const where = `line ${k + 2}`;
    const [chain, position, wt, mut] = [
      cells[chainAt!],
      cells[positionAt!],
      (cells[wtAt!] ?? '').toUpperCase(),
      (cells[mutAt!] ?? '').toUpperCase(),
    ];
    const number = /^(-?\d+)([A-Za-z]?)$/.exec(position ?? '');
    if (!chain || !number)
      throw new MutationsCsvError(
        `${where}: expected chain,position,wt,mut with a residue number like 45 or 52A, got '${line}'.`,
      );
    if (!LETTERS.includes(wt) || !LETTERS.includes(mut) || wt.length !== 1 || mut.length !== 1)
      throw new MutationsCsvError(
        `${where}: wt and mut must be one of the 20 amino-acid letters, got '${wt}' and '${mut}'.`,
      );
    const residue = residues.get(`${chain}:${number[1]}${number[2]}`);
    if (!residue) throw new MutationsCsvError(`${where}: the structure has no residue ${chain} ${position}.`);
    if (residue.letter !== wt)
      throw new MutationsCsvError(
        `${where}: residue ${chain} ${position} is ${residue.name3} (${residue.letter || '?'}), not ${wt}.`,
      );
    return { chain, resid: Number(number[1]), icode: number[2] ?? '', wt, mut };
  });
}
