/** The mutations of a DDG run, from grid positions to the structure's residues. Server side. */
import { readPose } from '@bench/engine-sim';
import { enabledMutations, type DdgGrid } from './model.ts';

export interface DdgTarget {
  /** 1-based position along the structure (the grid's key) */
  position: number;
  chain: string;
  resid: number;
  icode: string;
  wt: string;
  mut: string;
}

/** Each '+' cell of `grid` as a residue of `pdb`; a position outside the structure is refused. */
export function ddgTargets(pdb: string, grid: DdgGrid): DdgTarget[] {
  const residues = new Map(readPose(pdb).residues.filter((r) => r.position !== null).map((r) => [r.position!, r]));
  return enabledMutations(grid).map(({ position, letter }) => {
    const residue = residues.get(position);
    if (!residue) throw new Error(`Position ${position} is not a residue of the structure.`);
    return { position, chain: residue.chain, resid: residue.resid, icode: residue.icode, wt: residue.letter, mut: letter };
  });
}

/** 'A45G': wild type, PDB number (with insertion code) and mutant. */
export function mutationLabel(target: Pick<DdgTarget, 'wt' | 'resid' | 'icode' | 'mut'>): string {
  return `${target.wt}${target.resid}${target.icode.trim()}${target.mut}`;
}

/** Scores by grid position then letter, as the server stores them. */
export function scoreGrid(targets: readonly DdgTarget[], scores: readonly (number | null)[]): Record<string, Record<string, number>> {
  const grid: Record<string, Record<string, number>> = {};
  targets.forEach((target, i) => {
    const score = scores[i];
    if (score === null || score === undefined) return;
    (grid[String(target.position)] ??= {})[target.mut] = Math.round(score * 100) / 100;
  });
  return grid;
}
