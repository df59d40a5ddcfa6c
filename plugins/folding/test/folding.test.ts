import { describe, expect, it } from 'vitest';
import { readFixture } from '@bench/fixtures';
import { foldingPoses, type FoldingReference } from '../src/folding/models.ts';
import { installedFoldingTools, notInstalledMessage, programOf } from '../src/folding/programs.ts';
import {
  AI_FOLDING_TOOLS,
  aiFoldingInput,
  aiFoldingModel,
  foldingCollectionType,
  referenceIssues,
} from '../src/model.ts';
import { referenceChain } from '@bench/family-structure-prediction/scoring';

const CRAMBIN = 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN';
const crambin = readFixture('pdb/1crn.pdb');

/** Every ATOM line of a PDB text through `edit` (columns as in the file). */
const atoms = (pdb: string, edit: (line: string, resid: number) => string) =>
  pdb
    .split('\n')
    .map((l) => (l.startsWith('ATOM') ? edit(l, Number(l.slice(22, 26))) : l))
    .join('\n');
const xyz = (line: string) => [30, 38, 46].map((c) => Number(line.slice(c, c + 8)));
const withXyz = (line: string, [x, y, z]: number[]) =>
  `${line.slice(0, 30)}${[x, y, z].map((v) => v!.toFixed(3).padStart(8)).join('')}${line.slice(54)}`;
/** The model a folding program would write: the structure with a pLDDT in its B-factor column. */
const asModel = (pdb: string, plddt: number) =>
  atoms(pdb, (l) => `${l.slice(0, 60)}${plddt.toFixed(2).padStart(6)}${l.slice(66)}`);
const reference = (pdb: string): FoldingReference => ({ name: '1crn', ...referenceChain(pdb) });

describe('AI-folding models become ranked poses', () => {
  it('gives a model of the reference itself an RMSD of 0, also when the reference is moved as a rigid body', () => {
    // rotated 90° about z and shifted: superposition must undo it
    const moved = atoms(crambin, (l) => {
      const [x, y, z] = xyz(l);
      return withXyz(l, [-y! + 10, x! - 5, z! + 3]);
    });
    for (const ref of [crambin, moved]) {
      const { poses, notes } = foldingPoses([{ fileName: 'query.pdb', pdb: asModel(crambin, 88), rank: 1 }], {
        name: 'design',
        sequence: CRAMBIN,
        reference: reference(ref),
      });
      expect(poses[0]!.score_terms!.rmsd).toBeCloseTo(0, 3);
      expect(notes).toEqual([
        'RMSD: Cα RMSD to 1crn after optimal superposition over 46 residues, paired by their position in the sequence.',
      ]);
    }
  });

  it('measures how far a perturbed reference is: residues 10–15 moved 2 Å give √(6·4/46) Å', () => {
    const perturbed = atoms(crambin, (l, resid) =>
      resid >= 10 && resid <= 15
        ? withXyz(
            l,
            xyz(l).map((v, i) => (i === 0 ? v + 2 : v)),
          )
        : l,
    );
    const { poses } = foldingPoses([{ fileName: 'query.pdb', pdb: asModel(crambin, 88), rank: 1 }], {
      name: 'design',
      sequence: CRAMBIN,
      reference: reference(perturbed),
    });
    const rmsd = poses[0]!.score_terms!.rmsd as number;
    expect(rmsd).toBeGreaterThan(0.3);
    expect(rmsd).toBeLessThan(Math.sqrt((6 * 4) / 46)); // superposition spreads the error, lowering it
  });

  it("keeps the program's ranking, ranks by mean pLDDT where it gives none (and says so), and leaves RMSD out without a reference", () => {
    const models = [
      { fileName: 'a.pdb', pdb: asModel(crambin, 70) },
      { fileName: 'b.pdb', pdb: asModel(crambin, 90), ptm: 0.8 },
    ];
    const byPlddt = foldingPoses(models, { name: 'x', sequence: CRAMBIN, reference: null });
    expect(byPlddt.poses.map((p) => [p.name, p.score_terms])).toEqual([
      ['x_rank_1', { plddt: 90, ptm: 0.8 }],
      ['x_rank_2', { plddt: 70 }],
    ]);
    expect(byPlddt.notes).toEqual(['The models are ranked by mean pLDDT (the program does not rank them).']);
    const ranked = foldingPoses(
      models.map((m, i) => ({ ...m, rank: i + 1 })),
      { name: 'x', sequence: CRAMBIN, reference: null },
    );
    expect(ranked.poses.map((p) => p.score_terms!.plddt)).toEqual([70, 90]);
    expect(ranked.notes).toEqual([]);
  });
});

describe("the spec's PAE and ipTM score terms (spec 2 §4)", () => {
  const grid = (n: number, value: (i: number, j: number) => number) =>
    Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => value(i, j)));

  it('writes the mean PAE, the mean inter-chain PAE and ipTM as interaction_ptm for a two-chain model', () => {
    // crambin split into chains A (1–23) and B (24–46); 2 Å within a chain, 20 Å across
    const twoChains = atoms(
      asModel(crambin, 80),
      (l, resid) => `${l.slice(0, 21)}${resid <= 23 ? 'A' : 'B'}${l.slice(22)}`,
    );
    const chainOf = (i: number) => (i < 23 ? 'A' : 'B');
    const pae = grid(46, (i, j) => (chainOf(i) === chainOf(j) ? 2 : 20));
    const { poses } = foldingPoses([{ fileName: 'm.pdb', pdb: twoChains, rank: 1, pae, ptm: 0.61, iptm: 0.18 }], {
      name: 'pair',
      sequence: CRAMBIN,
      reference: null,
    });
    expect(poses[0]!.score_terms).toMatchObject({ ptm: 0.61, interaction_ptm: 0.18, pae: 11, interaction_pae: 20 });
    expect(poses[0]!.score_terms).not.toHaveProperty('iptm');
  });

  it('writes no inter-chain PAE for one chain, and no PAE terms when the program wrote no PAE', () => {
    const pae = grid(46, (i, j) => (i === j ? 0 : 3));
    const [withPae] = foldingPoses([{ fileName: 'm.pdb', pdb: asModel(crambin, 80), rank: 1, pae }], {
      name: 'one',
      sequence: CRAMBIN,
      reference: null,
    }).poses;
    expect(withPae!.score_terms).toMatchObject({ pae: Number(((3 * 46 * 45) / 46 ** 2).toFixed(2)) });
    expect(withPae!.score_terms).not.toHaveProperty('interaction_pae');
    const [without] = foldingPoses([{ fileName: 'm.pdb', pdb: asModel(crambin, 80), rank: 1 }], {
      name: 'one',
      sequence: CRAMBIN,
      reference: null,
    }).poses;
    expect(without!.score_terms).not.toHaveProperty('pae');
  });
});

describe('the reference variant and the programs (spec 2 §3, spec 3 §9)', () => {
  it("types a fold with a reference 'ai-folding-singleseq-ref', and takes a reference with AlphaFold2 single sequence only", () => {
    expect(aiFoldingInput('AlphaFold2 single sequence', CRAMBIN, 'p1')).toMatchObject({
      mode: 'singleseq',
      pose_ids: ['p1'],
    });
    expect(aiFoldingInput('ESMFold', CRAMBIN, 'p1')).not.toHaveProperty('pose_ids');
    expect(foldingCollectionType({ mode: 'singleseq', pose_ids: ['p1'] })).toBe('ai-folding-singleseq-ref');
    expect(foldingCollectionType({ mode: 'singleseq', pose_ids: [] })).toBe('ai-folding-singleseq');
    expect(foldingCollectionType({ mode: 'multimer', pose_ids: [] })).toBe('ai-folding-multimer');
    const single = { aiTool: 'AlphaFold2 single sequence', sequences: [CRAMBIN], pose_ids: ['p1'] };
    expect(referenceIssues(single, `${CRAMBIN}`)).toEqual([]);
    expect(referenceIssues(single)).toEqual([]); // creating a prediction: the reference's sequence is not known yet
    expect(referenceIssues({ ...single, aiTool: 'ESMFold' }).map((i) => i.message)).toEqual([
      'A reference structure goes with AlphaFold2 single sequence only.',
    ]);
    expect(referenceIssues({ ...single, pose_ids: ['p1', 'p2'] }).map((i) => i.message)).toEqual([
      'Choose one reference structure.',
    ]);
    expect(referenceIssues(single, `${CRAMBIN}/NLYIQWLKDGGPSSGRPPPS`).map((i) => i.message)).toEqual([
      'The reference structure has 66 residues and the sequence 46: the RMSD pairs their residues by position, so they must have the same length.',
    ]);
    // the run's validation sees the reference's sequence as its source sequence
    const input = { ...aiFoldingModel.defaults(), ...single };
    expect(aiFoldingModel.validate!(input, { sequences: ['TTCC'] } as never)).toHaveLength(1);
  });

  it('names a program for every priced tool, offers the tools of the installed ones, and says how to install the others', () => {
    expect(AI_FOLDING_TOOLS.map((tool) => programOf(tool)?.variable)).toEqual([
      'BENCH_COLABFOLD_COMMAND',
      'BENCH_COLABFOLD_COMMAND',
      'BENCH_COLABFOLD_COMMAND',
      'BENCH_OPENFOLD_COMMAND',
      'BENCH_ESMFOLD_COMMAND',
    ]);
    expect(
      installedFoldingTools({ colabfoldInstalled: false, openfoldInstalled: true, esmfoldInstalled: true }),
    ).toEqual(['OpenFold', 'ESMFold']);
    expect(installedFoldingTools({})).toEqual([]);
    expect(notInstalledMessage('OpenFold')).toBe(
      'OpenFold is not installed on this server: an administrator sets BENCH_OPENFOLD_COMMAND to run it.',
    );
  });
});
