/**
 * ESMFold through ESM's `esm-fold` command line (server side), as facebookresearch/esm defines it
 * in scripts/fold.py and esm/esmfold/v1 (read at commit 2b369911bb5b4b0dda914521b9475cad1656b2ac).
 * A site sets BENCH_ESMFOLD_COMMAND (e.g. `esm-fold`, or `esm-fold --chunk-size 64 --num-recycles 4`);
 * the adapter writes `query.fasta` and runs `<command> -i query.fasta -o pdb`. esm-fold writes one
 * `<header>.pdb` per record (OpenFold's `to_pdb`), with ESMFold's pLDDT — 100 × its 0–1 estimate,
 * so 0–100 — in the B-factor column of every atom of a residue; it writes no PAE file, and logs
 * `Predicted structure for <header> with length N, pLDDT x, pTM y`, where the adapter reads pTM.
 * Chains of a complex are joined by ':' (ESMFold puts a 25-glycine linker between them and leaves it
 * out of the model, chains A, B, …). A record that does not fit in GPU memory is skipped with a log
 * line and no file.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCommand } from '@bench/openmm';
import type { FoldingAdapter } from './adapter.ts';
import { FOLDING_PROGRAMS } from './programs.ts';

const QUERY = 'query';
const PTM_LOG = new RegExp(`Predicted structure for ${QUERY} with length \\d+, pLDDT [\\d.]+, pTM ([\\d.]+)`);

export const esmFoldArguments = (fasta: string, outDir: string) => ['-i', fasta, '-o', outDir];

export const esmFold: FoldingAdapter = {
  program: FOLDING_PROGRAMS.find((p) => p.id === 'esmfold')!,
  async fold({ input, command, workDir, signal }) {
    const fasta = join(workDir, `${QUERY}.fasta`);
    const outDir = join(workDir, 'pdb');
    await writeFile(fasta, `>${QUERY}\n${input.sequences.join(':')}\n`);
    const args = esmFoldArguments(fasta, outDir);
    const { stdout, stderr } = await runCommand('ESMFold', command, args, signal);
    const log = `${stdout}\n${stderr}`;
    const file = `${QUERY}.pdb`;
    if (!(await readdir(outDir).catch(() => [] as string[])).includes(file)) {
      const outOfMemory = log.split('\n').find((line) => line.includes('CUDA out of memory'));
      throw new Error(
        outOfMemory
          ? `ESMFold did not fit this sequence in GPU memory (${outOfMemory.split('| ').at(-1)!.trim()})`
          : `ESMFold wrote no model (${file}).`,
      );
    }
    const ptm = PTM_LOG.exec(log)?.[1];
    return {
      models: [
        {
          fileName: file,
          pdb: await readFile(join(outDir, file), 'utf8'),
          rank: 1,
          ...(ptm ? { ptm: Number(ptm) } : {}),
        },
      ],
      arguments: args,
    };
  },
};
