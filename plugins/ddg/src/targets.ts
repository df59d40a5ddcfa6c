/** The mutations of a DDG run, from grid positions to the structure's residues. Server side. */
import { readPose } from '@bench/engine-sim';
import type { CellSpread, GridSpreads } from '@bench/sdk/model';
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
  const residues = new Map(
    readPose(pdb)
      .residues.filter((r) => r.position !== null)
      .map((r) => [r.position!, r]),
  );
  return enabledMutations(grid).map(({ position, letter }) => {
    const residue = residues.get(position);
    if (!residue) throw new Error(`Position ${position} is not a residue of the structure.`);
    return {
      position,
      chain: residue.chain,
      resid: residue.resid,
      icode: residue.icode,
      wt: residue.letter,
      mut: letter,
    };
  });
}

/** 'A45G': wild type, PDB number (with insertion code) and mutant. */
export function mutationLabel(target: Pick<DdgTarget, 'wt' | 'resid' | 'icode' | 'mut'>): string {
  return `${target.wt}${target.resid}${target.icode.trim()}${target.mut}`;
}

const hundredths = (value: number) => Math.round(value * 100) / 100;

/** One value per target by grid position then letter, as the server stores them; null leaves the cell out. */
function byCell<T>(
  targets: readonly DdgTarget[],
  values: readonly (T | null | undefined)[],
): Record<string, Record<string, T>> {
  const grid: Record<string, Record<string, T>> = {};
  targets.forEach((target, i) => {
    const value = values[i];
    if (value === null || value === undefined) return;
    (grid[String(target.position)] ??= {})[target.mut] = value;
  });
  return grid;
}

/** Scores (kcal/mol, to 0.01) by grid position then letter. */
export function scoreGrid(
  targets: readonly DdgTarget[],
  scores: readonly (number | null)[],
): Record<string, Record<string, number>> {
  return byCell(
    targets,
    scores.map((score) => (score === null || score === undefined ? null : hundredths(score))),
  );
}

/** Each score's spread over its independent repeats (kcal/mol, to 0.01) by grid position then letter. */
export function spreadGrid(targets: readonly DdgTarget[], spreads: readonly (CellSpread | null)[]): GridSpreads {
  return byCell(
    targets,
    spreads.map((cell) => cell && { spread: hundredths(cell.spread), repeats: cell.repeats }),
  );
}
