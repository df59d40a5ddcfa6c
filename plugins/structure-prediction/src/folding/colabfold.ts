/**
 * AlphaFold2 through ColabFold's `colabfold_batch` (server side). A site sets
 * BENCH_COLABFOLD_COMMAND (e.g. `colabfold_batch`, or `colabfold_batch --msa-mode mmseqs2_uniref_env
 * --host-url http://msa.example`); the adapter writes the query FASTA (chains joined by ':'), runs
 * the command, and reads ColabFold's ranked `*_unrelaxed_rank_NNN_*.pdb` models and their
 * `*_scores_rank_NNN_*.json` (pLDDT, PAE, pTM, ipTM). pLDDT is read from the model's B-factors, Max
 * ipSAE per chain pair computed from the PAE. ESMFold and OpenFold are other programs: refused here.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ActionEngine } from '@bench/sdk/model';
import { configuredCommand, runCommand } from '@bench/openmm';
import { maxIpsaeByChainPair, plddtFromModel } from '../scoring/index.ts';
import { AI_FOLDING, type AiFoldingInput, type FoldingMode } from '../model.ts';

export const COLABFOLD_TOOLS = ['AlphaFold2 Monomer', 'AlphaFold2 Multimer', 'AlphaFold2 single sequence'];
const QUERY = 'query';
const MODEL_FILE = /^query_(?:unrelaxed|relaxed)_rank_(\d+)_(.+)\.pdb$/;
const COLLECTION_TYPE: Record<FoldingMode, string> = { multimer: 'ai-folding-multimer', monomer: 'ai-folding-monomer', singleseq: 'ai-folding-singleseq' };
const round = (value: number, digits = 3) => Number(value.toFixed(digits));

export const colabFoldCommand = () => configuredCommand('BENCH_COLABFOLD_COMMAND');

/** The command line: the site's command, then ColabFold's own arguments for this input. */
export function colabFoldArguments(input: Pick<AiFoldingInput, 'mode'>, fasta: string, outDir: string): string[] {
  return [
    fasta, outDir, '--num-models', '5',
    '--model-type', input.mode === 'multimer' ? 'alphafold2_multimer_v3' : 'alphafold2_ptm',
    ...(input.mode === 'singleseq' ? ['--msa-mode', 'single_sequence'] : []),
  ];
}

export const colabFoldEngine: ActionEngine<AiFoldingInput> = {
  task: AI_FOLDING.task,
  kind: 'external',
  available: async () => colabFoldCommand() !== null,
  async run(context) {
    const command = colabFoldCommand();
    const { input, name } = context.action;
    if (!command) throw new Error('ColabFold is not configured on this server (BENCH_COLABFOLD_COMMAND).');
    if (!COLABFOLD_TOOLS.includes(input.aiTool)) throw new Error(`${input.aiTool} is not installed on this server; ColabFold runs ${COLABFOLD_TOOLS.join(', ')}.`);
    const fasta = join(context.workDir, `${QUERY}.fasta`);
    const outDir = join(context.workDir, 'out');
    await writeFile(fasta, `>${QUERY}\n${input.sequences.join(':')}\n`);
    context.progress(`Running ${input.aiTool} (ColabFold)`, 10);
    await runCommand('ColabFold', command, colabFoldArguments(input, fasta, outDir), context.signal);

    const files = await readdir(outDir);
    const models = files.flatMap((file) => {
      const match = MODEL_FILE.exec(file);
      return match ? [{ file, rank: Number(match[1]), model: match[2]! }] : [];
    }).sort((a, b) => a.rank - b.rank);
    if (models.length === 0) throw new Error('ColabFold wrote no model files.');
    const poses = [];
    for (const { file, rank, model } of models) {
      const pdb = await readFile(join(outDir, file), 'utf8');
      const plddt = plddtFromModel(pdb, file);
      const scoresFile = files.find((f) => f === `${QUERY}_scores_rank_${String(rank).padStart(3, '0')}_${model}.json`);
      const scores = scoresFile ? (JSON.parse(await readFile(join(outDir, scoresFile), 'utf8')) as { pae?: number[][]; ptm?: number; iptm?: number }) : {};
      const chains = plddt.residues.map((r) => r.chain);
      const ipsae = scores.pae && new Set(chains).size > 1 && scores.pae.length === chains.length ? maxIpsaeByChainPair(scores.pae, chains) : {};
      poses.push({
        name: `${name}_rank_${rank}`, pdb, sequence: input.sequences.join('/'), score: null,
        score_terms: {
          plddt: round(plddt.mean, 2), ...(scores.ptm !== undefined ? { ptm: scores.ptm } : {}), ...(scores.iptm !== undefined ? { iptm: scores.iptm } : {}),
          ...(Object.keys(ipsae).length ? { max_ipsae: Object.fromEntries(Object.entries(ipsae).map(([pair, value]) => [pair, round(value)])) } : {}),
        },
      });
    }
    return {
      engine: 'external',
      collection: { name: `${name} models`, type: COLLECTION_TYPE[input.mode], poses },
      method: { name: `${input.aiTool} through ColabFold`, command, arguments: colabFoldArguments(input, `${QUERY}.fasta`, 'out').join(' ') },
      output: { errors_and_warnings: {} },
    };
  },
};
