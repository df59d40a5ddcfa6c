import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  mulberry32,
  randomRotation,
  readPose,
  renameClashingChains,
  transformPose,
  writePose,
  type SimPose,
} from '@bench/engine-sim';
import { parseRanking, placeLigand } from '../src/lightdockOutput.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../shared/fixtures/pdb/${name}`, import.meta.url), 'utf8');

// The layout lgd_rank.py 0.9.4 writes (header, then one pose a line, best DFIRE score first).
const RANKING = [
  'Swarm  Glowworm   Coordinates                                             RecID  LigID  Luciferin  Neigh   VR     RMSD    PDB             Clashes  Scoring',
  '    1      7     (-5.484, -11.505, -5.378, -0.111, 0.096, -0.933, -0.328)      0      0   -60.39026     0   2.200   -1.000  lightdock_7.pdb      0  43.936',
  '    0      1        (8.006, -0.030, 17.349, -0.758, 0.615, 0.209, -0.053)      0      0   -18.14194     0   2.200   -1.000  lightdock_1.pdb      0  13.395',
].join('\n');

describe("LightDock's ranking file", () => {
  it('reads swarm, glowworm and score, best first, keeping at most the number asked', () => {
    expect(parseRanking(RANKING, 10)).toEqual([
      { rank: 1, swarm: 1, glowworm: 7, scoring: 43.936 },
      { rank: 2, swarm: 0, glowworm: 1, scoring: 13.395 },
    ]);
    expect(parseRanking(RANKING, 1)).toHaveLength(1);
  });

  it('names the line it cannot read, and a file without its header', () => {
    expect(() => parseRanking(`${RANKING}\n    x      y   garbage`, 10)).toThrow(
      "LightDock's ranking file, line 4, cannot be read: 'x      y   garbage'",
    );
    expect(() => parseRanking('nothing here', 10)).toThrow("LightDock's ranking file has no header line.");
  });
});

const IDENTITY = [1, 0, 0, 0, 1, 0, 0, 0, 1];
const heavyOnly = (pose: SimPose): SimPose => ({
  ...pose,
  residues: pose.residues.map((r) => ({ ...r, atoms: r.atoms.filter((a) => a.element !== 'H') })),
});
const coordinates = (pose: SimPose) => pose.residues.flatMap((r) => r.atoms.map((a) => [a.x, a.y, a.z]));

describe("placing B as LightDock placed it, in A's frame", () => {
  const receptor = readPose(fixture('1crn.pdb'));
  const ligand = renameClashingChains(readPose(fixture('1ubq.pdb')), ['A']);
  const rotation = randomRotation(mulberry32(5));
  // the pose Bench expects: B turned and moved next to A
  const expected = transformPose(ligand, rotation, [30, 25, 0], [20, 10, 5]);
  // LightDock's file: the same complex shifted into its own frame, hydrogens dropped
  const shift = (pose: SimPose) => transformPose(pose, IDENTITY, [0, 0, 0], [-17, -9.5, 4.25]);
  const top = writePose(
    heavyOnly({ residues: [...shift(receptor).residues, ...shift(expected).residues], sequence: '' }),
  );

  it("recovers B's placement to the file's rounding, every atom kept", () => {
    const placed = placeLigand(top, receptor, ligand);
    const got = coordinates(placed);
    const want = coordinates(expected);
    expect(got).toHaveLength(want.length);
    const worst = Math.max(
      ...got.map((p, i) => Math.hypot(p[0]! - want[i]![0]!, p[1]! - want[i]![1]!, p[2]! - want[i]![2]!)),
    );
    expect(worst).toBeLessThan(0.005);
  });

  it('refuses a complex whose B is not the structure it was given', () => {
    const squashed = transformPose(expected, IDENTITY, [0, 0, 0], [0, 0, 0]);
    squashed.residues[3]!.atoms[0]!.x += 2;
    const wrong = writePose({ residues: [...receptor.residues, ...squashed.residues], sequence: '' });
    expect(() => placeLigand(wrong, receptor, ligand)).toThrow(
      /LightDock's complex changed the shape of structure B \(0\.\d{3} Å\)\./,
    );
    expect(() => placeLigand(writePose(receptor), receptor, ligand)).toThrow(
      "LightDock's complex does not hold structure B.",
    );
  });
});
