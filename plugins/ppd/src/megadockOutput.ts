/**
 * MEGADOCK's output file (the ZDOCK-compatible `.out` written by `Docking::output()` in
 * src/docking.cpp of akiyamalab/MEGADOCK, commit 87c8432494e0, version 4.1.3; read back by its
 * `decoygen`), whitespace-separated:
 *
 *   line 1   N  spacing            FFT points per axis (`%d`), voxel pitch in Å (`%.2f`)
 *   line 2   ψ0 θ0 φ0              initial rotation of the ligand, radians (MEGADOCK writes 0 0 0)
 *   line 3   receptor.pdb x y z    receptor file and centre (midpoint of its heavy-atom bounding box)
 *   line 4   ligand.pdb x y z      ligand file and centre (the same midpoint)
 *   line 5-  ψ θ φ tx ty tz score  one decoy a line, best first: Euler angles (radians), grid
 *                                  translations (integers 0…N−1), docking score (`%.2f`, higher is better)
 */
import type { Point } from '@bench/structure';

type Triple = [number, number, number];

export interface MegadockDecoy {
  /** 1-based rank in the file */
  rank: number;
  angles: Triple;
  translation: Triple;
  score: number;
}

export interface MegadockOutput {
  fftSize: number;
  spacing: number;
  initialAngles: Triple;
  receptor: { file: string; center: Point };
  ligand: { file: string; center: Point };
  decoys: MegadockDecoy[];
}

interface Line {
  n: number;
  text: string;
  fields: string[];
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const INTEGER = /^[-+]?\d+$/;

/** A line of the file quoted in an error, cut short. */
const quoted = (line: string) => JSON.stringify(line.length > 60 ? `${line.slice(0, 60)}…` : line);

function numbers(fields: readonly string[], pattern = NUMBER): number[] | null {
  return fields.every((f) => pattern.test(f)) ? fields.map(Number) : null;
}

const triple = (fields: readonly string[], pattern = NUMBER): Triple | null =>
  fields.length === 3 ? (numbers(fields, pattern) as Triple | null) : null;

const bad = (l: Line, what: string) => new Error(`MEGADOCK's output line ${l.n} is not ${what}: ${quoted(l.text)}`);

/** Line 3 or 4: a file name (which may hold spaces) and three coordinates. */
function centre(l: Line, which: string): { file: string; center: Point } {
  const center = l.fields.length >= 4 ? triple(l.fields.slice(-3)) : null;
  if (!center) throw bad(l, `the ${which} file and centre`);
  return { file: l.fields.slice(0, -3).join(' '), center };
}

function decoy(l: Line, rank: number, fftSize: number): MegadockDecoy {
  const ok = l.fields.length === 7;
  const angles = ok ? triple(l.fields.slice(0, 3)) : null;
  const translation = ok ? triple(l.fields.slice(3, 6), INTEGER) : null;
  const score = ok ? numbers(l.fields.slice(6)) : null;
  if (!angles || !translation || !score || translation.some((t) => t < 0 || t >= fftSize)) {
    throw bad(l, `a decoy (three angles, three grid translations from 0 to ${fftSize - 1}, a score)`);
  }
  return { rank, angles, translation, score: score[0]! };
}

/** The first `limit` decoys of the file with its header; throws naming the first line it cannot read. */
export function parseMegadockOutput(text: string, limit = Infinity): MegadockOutput {
  const lines: Line[] = text
    .split(/\r?\n/)
    .map((t, i) => ({ n: i + 1, text: t, fields: t.trim().split(/\s+/).filter(Boolean) }))
    .filter((l) => l.fields.length > 0);
  const [first, second, third, fourth, ...rest] = lines;
  if (!first || !second || !third || !fourth)
    throw new Error(`MEGADOCK's output has ${lines.length} of its 4 header lines.`);
  const grid = first.fields.length === 2 && INTEGER.test(first.fields[0]!) ? numbers(first.fields) : null;
  if (!grid || grid[0]! <= 0 || !(grid[1]! > 0)) throw bad(first, 'the grid size and spacing');
  const [fftSize, spacing] = grid as [number, number];
  const initialAngles = triple(second.fields);
  if (!initialAngles) throw bad(second, 'the initial rotation (three angles)');
  return {
    fftSize,
    spacing,
    initialAngles,
    receptor: centre(third, 'receptor'),
    ligand: centre(fourth, 'ligand'),
    decoys: rest.slice(0, limit).map((l, i) => decoy(l, i + 1, fftSize)),
  };
}
