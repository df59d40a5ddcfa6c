/**
 * AlphaFold2 through ColabFold's `colabfold_batch` (server side). A site sets
 * BENCH_COLABFOLD_COMMAND (e.g. `colabfold_batch`, or `colabfold_batch --msa-mode mmseqs2_uniref_env
 * --host-url http://msa.example`); the adapter writes the query FASTA (chains joined by ':', ColabFold's
 * complex syntax), runs `<command> query.fasta out --num-models 5 --model-type …` and reads ColabFold's
 * ranked `query_unrelaxed_rank_NNN_<model>.pdb` models (the `relaxed` one where `--amber` wrote it;
 * pLDDT in the B-factors) and their `query_scores_rank_NNN_<model>.json` (`pae`, `ptm`, `iptm`).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCommand } from '@bench/openmm';
import type { AiFoldingInput } from '../model.ts';
import type { FoldingAdapter } from './adapter.ts';
import type { PredictedModel } from './models.ts';
import { FOLDING_PROGRAMS } from './programs.ts';

const QUERY = 'query';
const MODEL_FILE = /^query_(unrelaxed|relaxed)_rank_(\d+)_(.+)\.pdb$/;

/** ColabFold's own arguments for this input, after the site's command. */
export function colabFoldArguments(input: Pick<AiFoldingInput, 'mode'>, fasta: string, outDir: string): string[] {
  return [
    fasta,
    outDir,
    '--num-models',
    '5',
    '--model-type',
    input.mode === 'multimer' ? 'alphafold2_multimer_v3' : 'alphafold2_ptm',
    ...(input.mode === 'singleseq' ? ['--msa-mode', 'single_sequence'] : []),
  ];
}

export const colabFold: FoldingAdapter = {
  program: FOLDING_PROGRAMS.find((p) => p.id === 'colabfold')!,
  async fold({ input, command, workDir, signal }) {
    const fasta = join(workDir, `${QUERY}.fasta`);
    const outDir = join(workDir, 'out');
    await writeFile(fasta, `>${QUERY}\n${input.sequences.join(':')}\n`);
    const args = colabFoldArguments(input, fasta, outDir);
    await runCommand('ColabFold', command, args, signal);

    const files = await readdir(outDir);
    // with --amber ColabFold writes the relaxed model beside the unrelaxed one: one model per rank, relaxed first
    const byRank = new Map<number, RegExpExecArray>();
    for (const match of files.map((file) => MODEL_FILE.exec(file)).filter((m) => m !== null)) {
      if (!byRank.has(Number(match[2])) || match[1] === 'relaxed') byRank.set(Number(match[2]), match);
    }
    const models: PredictedModel[] = [];
    for (const [rank, match] of byRank) {
      const file = match[0];
      const scoresFile = `${QUERY}_scores_rank_${String(rank).padStart(3, '0')}_${match[3]}.json`;
      const scores = files.includes(scoresFile)
        ? (JSON.parse(await readFile(join(outDir, scoresFile), 'utf8')) as {
            pae?: number[][];
            ptm?: number;
            iptm?: number;
          })
        : {};
      models.push({
        fileName: file,
        pdb: await readFile(join(outDir, file), 'utf8'),
        rank,
        pae: scores.pae,
        ptm: scores.ptm,
        iptm: scores.iptm,
      });
    }
    return { models, arguments: args };
  },
};
