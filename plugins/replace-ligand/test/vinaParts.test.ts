/** The docking engine's pure parts: the site and box, Vina's output, the command line. */
import { describe, expect, it } from 'vitest';
import { readFixture } from '@bench/fixtures';
import { readPose } from '@bench/engine-sim';
import { vinaArguments } from '../src/vina/dock.ts';
import { exhaustiveness } from '../src/vina/engine.ts';
import { isFlat, longestSpan } from '../src/vina/ligand.ts';
import { elementOfType, readVinaModes } from '../src/vina/output.ts';
import { dockingRunProgress } from '../src/vina/runProgress.ts';
import { vinaSearchProgress } from '../src/vina/searchProgress.ts';
import { dockingSite, ligandId, searchBox } from '../src/vina/site.ts';

const LIA = { res_num: 299, res_name: 'LIA', chain: 'A' };

describe('docking site', () => {
  it("2FVD: the receptor is the structure without LIA and its 179 waters; the box is LIA's extent + 2 × 4 Å around its centroid", () => {
    const pose = readPose(readFixture('pdb', '2fvd.pdb'));
    const site = dockingSite(pose, LIA, [], 10);
    expect(site.removed).toEqual({ waters: 179, ligands: [] });
    expect(site.receptor.residues.some((r) => r.name3 === 'LIA' || r.type === 'water')).toBe(false);
    expect(site.receptor.residues.filter((r) => r.position !== null)).toHaveLength(
      pose.residues.filter((r) => r.position !== null).length,
    );
    expect(site.box.center).toEqual([1.157, 28.45, 8.539]);
    expect(site.box.size).toEqual([21.361, 16.941, 14.871]);
    expect(() => dockingSite(pose, { ...LIA, res_num: 1 }, [], 0)).toThrow(
      'Ligand LIA 1 (chain A) is not in the structure',
    );
  });

  it('4HHB: other ligands stay only when held in place (auto_constrain_these_ligands); the box side is at least the new ligand', () => {
    const pose = readPose(readFixture('pdb', '4hhb.pdb'));
    const hem = { res_num: 142, res_name: 'HEM', chain: 'A' };
    const free = dockingSite(pose, hem, [], 0);
    expect(free.removed.ligands).toEqual(['PO4 B:147', 'HEM B:148', 'HEM C:142', 'PO4 D:147', 'HEM D:148']);
    const held = dockingSite(pose, hem, ['B:148'], 0);
    expect(held.removed.ligands).not.toContain('HEM B:148');
    expect(held.receptor.residues.some((r) => r.name3 === 'HEM' && ligandId(r) === 'B:148')).toBe(true);
    expect(
      searchBox(
        [
          { x: 0, y: 0, z: 0 },
          { x: 2, y: 0, z: 0 },
        ],
        20,
      ).size,
    ).toEqual([20, 20, 20]);
    expect(
      searchBox(
        [
          { x: 0, y: 0, z: 0 },
          { x: 2, y: 0, z: 0 },
        ],
        0,
      ).size,
    ).toEqual([10, 8, 8]);
  });
});

describe("Vina's output", () => {
  const out = [
    'MODEL 1',
    'REMARK VINA RESULT:    -8.963      0.000      0.000',
    'REMARK INTER + INTRA:         -12.827',
    'REMARK INTER:                 -11.683',
    'REMARK INTRA:                  -1.145',
    'ROOT',
    'ATOM      2  N   UNL     1       2.975  29.002   5.840  0.00  0.00    +0.000 NA',
    'ATOM      1  C   UNL     1       1.985  29.478   6.648  0.00  0.00    +0.000 A ',
    'ATOM      3  H   UNL     1       3.320  29.506   5.068  0.00  0.00    +0.000 HD',
    'ENDROOT',
    'TORSDOF 0',
    'ENDMDL',
    'MODEL 2',
    'REMARK VINA RESULT:    -8.802      1.669      2.366',
    'ATOM      1 CL   UNL     1       0.000   0.000   0.000  0.00  0.00    +0.000 Cl',
    'ENDMDL',
  ].join('\n');

  it('reads each mode: affinity, inter and intra terms, atoms by serial with their elements', () => {
    const [best, next] = readVinaModes(out);
    expect(best).toMatchObject({ affinity: -8.963, inter: -11.683, intra: -1.145 });
    expect(best!.atoms.map((a) => [a.serial, a.element])).toEqual([
      [2, 'N'],
      [1, 'C'],
      [3, 'H'],
    ]);
    expect(best!.atoms[0]).toMatchObject({ x: 2.975, y: 29.002, z: 5.84 });
    expect(next).toMatchObject({ affinity: -8.802, inter: null, atoms: [{ element: 'Cl' }] });
    expect(['OA', 'SA', 'F', 'Br', 'G0'].map(elementOfType)).toEqual(['O', 'S', 'F', 'Br', 'C']);
    expect(() => readVinaModes('MODEL 1\nATOM\nENDMDL')).toThrow('without its score');
  });
});

describe("Vina's progress", () => {
  const header =
    'AutoDock Vina v1.2.3\n#####\nComputing Vina grid ... done.\nPerforming docking (random seed: 42) ... \n';
  const scale =
    '0%   10   20   30   40   50   60   70   80   90   100%\n|----|----|----|----|----|----|----|----|----|----|\n';

  it('counts the stars after the scale as they arrive, split anywhere, to 1 at 51 stars', () => {
    const fractions: number[] = [];
    const feed = vinaSearchProgress((f) => fractions.push(f));
    for (const piece of [
      header,
      scale.slice(0, 70),
      scale.slice(70),
      '*'.repeat(10),
      '*',
      '*'.repeat(40),
      '\n\nmode |   affinity\n',
    ])
      feed(piece);
    expect(fractions).toEqual([10 / 51, 11 / 51, 1]);
  });

  it('spreads a run over the job: ligand 0 %, each structure its share, the search inside it, never 100 % before the end', () => {
    const calls: [string, number][] = [];
    const run = dockingRunProgress((step, percent) => calls.push([step, percent]), 2);
    run.ligand('ligand');
    const first = run.structure(0, 'receptor 1', 'search 1');
    first('receptor', 0);
    first('search', 0.5);
    first('search', 0.505); // the same whole percent: not sent again
    first('search', 1);
    run.structure(1, 'receptor 2', 'search 2')('search', 1);
    expect(calls).toEqual([
      ['ligand', 0],
      ['receptor 1', 5],
      ['search 1', 29],
      ['search 1', 52],
      ['search 2', 99],
    ]);
  });
});

describe('settings and command line', () => {
  it('exhaustiveness from BENCH_VINA_EXHAUSTIVENESS (1–64), else 8', () => {
    expect(exhaustiveness({})).toBe(8);
    expect(exhaustiveness({ BENCH_VINA_EXHAUSTIVENESS: '4' })).toBe(4);
    expect(exhaustiveness({ BENCH_VINA_EXHAUSTIVENESS: '0' })).toBe(8);
  });

  it('runs vina on one core over the box with the seed', () => {
    const args = vinaArguments(
      'r.pdbqt',
      'l.pdbqt',
      'o.pdbqt',
      { box: { center: [1, 2, 3], size: [20, 16, 14] } },
      { exhaustiveness: 8, num_modes: 9, seed: 42 },
    );
    expect(args.join(' ')).toBe(
      '--receptor r.pdbqt --ligand l.pdbqt --out o.pdbqt --center_x 1 --center_y 2 --center_z 3 --size_x 20 --size_y 16 --size_z 14 --exhaustiveness 8 --num_modes 9 --seed 42 --cpu 1 --verbosity 1',
    );
  });

  it('knows a flat (2D) record and measures a ligand', () => {
    expect(isFlat([{ element: 'C', x: 1, y: 2, z: 0 }])).toBe(true);
    expect(
      longestSpan([
        { element: 'C', x: 0, y: 0, z: 0 },
        { element: 'C', x: 3, y: 4, z: 0 },
        { element: 'O', x: 1, y: 0, z: 0 },
      ]),
    ).toBe(5);
  });
});
