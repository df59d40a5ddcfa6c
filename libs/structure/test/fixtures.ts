import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeStructure } from '../src/analysis.ts';
import { parseStructure } from '../src/parseStructure.ts';
import type { Analysis, LoaderResidue } from '../src/loaderTypes.ts';
import type { ResidueType, Structure } from '../src/types.ts';
import { fixturePath } from '@bench/fixtures';

export const fixturesDir = fixturePath();

export function fixtureText(path: string): string {
  return readFileSync(join(fixturesDir, path), 'utf8');
}

const cache = new Map<string, { structure: Structure; analysis: Analysis }>();

/** Parsed and analysed fixture (cached: tests must not mutate the result). */
export function load(path: string): { structure: Structure; analysis: Analysis } {
  let entry = cache.get(path);
  if (!entry) {
    const structure = parseStructure(fixtureText(path));
    entry = { structure, analysis: analyzeStructure(structure) };
    cache.set(path, entry);
  }
  return entry;
}

export function countByType(residues: LoaderResidue[]): Partial<Record<ResidueType, number>> {
  const counts: Partial<Record<ResidueType, number>> = {};
  for (const r of residues) counts[r.original.type] = (counts[r.original.type] ?? 0) + 1;
  return counts;
}

export function namesOfType(residues: LoaderResidue[], type: ResidueType): string[] {
  return residues.filter((r) => r.original.type === type).map((r) => r.original.pdbData.name3);
}

export function tally(names: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const n of names) out[n] = (out[n] ?? 0) + 1;
  return out;
}

export function label(r: LoaderResidue): string {
  const d = r.original.pdbData;
  return `${d.chain}${d.resid}${d.icode}`;
}
