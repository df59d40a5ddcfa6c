/**
 * ProteinMPNN through its command line, `protein_mpnn_run.py` (server side). A site sets
 * BENCH_PROTEINMPNN_COMMAND (e.g. `python /opt/ProteinMPNN/protein_mpnn_run.py`, optionally with
 * `--model_name v_48_020` or `--ca_only`); the adapter writes the source structure, the designed
 * chains (`--pdb_path_chains`, every chain but the fixed one) and the fixed residues
 * (`--fixed_positions_jsonl`, 1-based indices within each chain), runs it with the number of
 * designs, temperature and the job's seed, and reads `seqs/source.fa`.
 */
import { writeFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { numericInput } from '@bench/action-kit';
import { readPose } from '@bench/engine-sim';
import { configuredCommand, runCommand } from '@bench/openmm';
import type { ActionEngine, EngineResult } from '@bench/sdk/model';
import { keptPositions } from './kept.ts';
import { samplingTemperature, TASK, type ProteinMpnnInput } from './model.ts';
import { parseMpnnOutput } from './mpnnOutput.ts';

const NAME = 'source';
export const proteinMpnnCommand = () => configuredCommand('BENCH_PROTEINMPNN_COMMAND');

interface Chain {
  id: string;
  positions: number[];
  letters: string;
}

function chainsOf(pdb: string): Chain[] {
  const chains: Chain[] = [];
  for (const residue of readPose(pdb).residues) {
    if (residue.position === null) continue;
    let chain = chains.at(-1);
    if (chain?.id !== residue.chain) chains.push((chain = { id: residue.chain, positions: [], letters: '' }));
    chain.positions.push(residue.position);
    chain.letters += residue.letter;
  }
  return chains;
}

export function mpnnArguments(
  designed: readonly string[],
  count: number,
  temperature: number,
  seed: number,
  fixedFile: string | null,
): string[] {
  return [
    '--pdb_path',
    `${NAME}.pdb`,
    '--pdb_path_chains',
    designed.join(' '),
    '--out_folder',
    'out',
    '--num_seq_per_target',
    String(count),
    '--sampling_temp',
    String(temperature),
    '--seed',
    String(seed),
    '--batch_size',
    '1',
    ...(fixedFile ? ['--fixed_positions_jsonl', fixedFile] : []),
  ];
}

export const proteinMpnnAdapter: ActionEngine<ProteinMpnnInput> = {
  task: TASK,
  kind: 'external',
  available: async () => proteinMpnnCommand() !== null,
  async run(context): Promise<EngineResult> {
    const command = proteinMpnnCommand();
    if (!command) throw new Error('ProteinMPNN is not configured on this server (BENCH_PROTEINMPNN_COMMAND).');
    const input = context.action.input;
    const [source] = context.poses;
    if (!source) throw new Error('ProteinMPNN needs one source structure.');
    const chains = chainsOf(source.pdb);
    const chainOf = new Map(chains.flatMap((c) => c.positions.map((p) => [p, c.id] as const)));
    if (input.use_fixed_chain && input.fixed_chain && !chains.some((c) => c.id === input.fixed_chain))
      throw new Error(`Chain ${input.fixed_chain} is not in the structure.`);
    const kept = keptPositions(input, context.selectors, chainOf);
    const designed = chains.filter((c) => !(input.use_fixed_chain && c.id === input.fixed_chain));
    const fixed = Object.fromEntries(
      designed.map((c) => [c.id, c.positions.flatMap((p, i) => (kept.has(p) ? [i + 1] : []))]),
    );
    const fixedFile = Object.values(fixed).some((list) => list.length) ? 'fixed_positions.jsonl' : null;
    if (fixedFile) await writeFile(join(context.workDir, fixedFile), `${JSON.stringify({ [NAME]: fixed })}\n`);
    await writeFile(join(context.workDir, `${NAME}.pdb`), source.pdb);

    const count = Math.max(1, Math.floor(numericInput(input.n_mpnn_designs)));
    const temperature = Math.max(0, samplingTemperature(input.sampling_temp));
    const args = mpnnArguments(
      designed.map((c) => c.id),
      count,
      temperature,
      context.seed,
      fixedFile,
    );
    context.progress('Running ProteinMPNN', 10);
    await runCommand('ProteinMPNN', command, args, context.signal, context.workDir);
    const output = parseMpnnOutput(await readFile(join(context.workDir, 'out', 'seqs', `${NAME}.fa`), 'utf8'));

    const records = output.samples.map((sample, i) => {
      if (sample.chains.length !== designed.length)
        throw new Error(
          `ProteinMPNN sample ${sample.sample} has ${sample.chains.length} chains; ${designed.length} were designed.`,
        );
      const byChain = new Map(designed.map((c, k) => [c.id, sample.chains[k]!]));
      return {
        name: `${source.name}_mpnn_${String(i + 1).padStart(4, '0')}`,
        sequence: chains.map((c) => byChain.get(c.id) ?? c.letters).join('/'),
        score: sample.score,
      };
    });
    const recoveries = output.samples.flatMap((s) => (s.recovery === null ? [] : [s.recovery]));
    return {
      engine: 'external',
      sequences: { name: `${source.name} ProteinMPNN`, records },
      method: {
        name: 'ProteinMPNN',
        command,
        arguments: args.join(' '),
        model: output.native.fields.model_name ?? null,
      },
      notes: [
        `Scores are ProteinMPNN's mean negative log-probability over the designed positions (lower is better); designed chains ${designed.map((c) => c.id).join(', ')}, ${[...kept].length} fixed residues.`,
        ...(recoveries.length
          ? [
              `Native sequence recovery ${(100 * Math.min(...recoveries)).toFixed(0)}–${(100 * Math.max(...recoveries)).toFixed(0)} %.`,
            ]
          : []),
      ],
    };
  },
};
