/**
 * OpenFold through its `run_pretrained_openfold.py` (server side), as aqlaboratory/openfold defines
 * it (read at commit ce0029e1199b65fd834fe822be50d936cfe57fd4: the script, openfold/utils/script_utils.py,
 * openfold/np/protein.py). A site sets BENCH_OPENFOLD_COMMAND to the script with its own options
 * (e.g. `python3 /opt/openfold/run_pretrained_openfold.py --model_device cuda:0
 * --uniref90_database_path … --mgnify_database_path … --pdb70_database_path … --bfd_database_path …
 * --uniclust30_database_path …`, or `--use_precomputed_alignments <dir>`; `--jax_param_path` or
 * `--openfold_checkpoint_path`; a `--config_preset` of its own) and BENCH_OPENFOLD_TEMPLATE_MMCIF_DIR
 * to its template mmCIF directory (without it an empty directory: template-free inference).
 *
 * The adapter writes `fasta/query.fasta` and runs `<command> fasta <template dir> --output_dir out
 * [--config_preset model_1_ptm]` (the preset only when the command gives none). OpenFold writes
 * `out/predictions/query_<preset>[_<postfix>]_unrelaxed.pdb` and, unless `--skip_relaxation`, the
 * Amber-relaxed `…_relaxed.pdb` with the same B-factors (one directory per parameter file under
 * `predictions/` when several are given): pLDDT 0–100 in the B-factor column. It writes no PAE or
 * pTM file (they are only in `--save_outputs`' pickle), so its models are ranked by mean pLDDT.
 * Without a multimer preset it skips a FASTA of several chains: one chain is folded.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCommand } from '@bench/openmm';
import type { FoldingAdapter } from './adapter.ts';
import type { PredictedModel } from './models.ts';
import { FOLDING_PROGRAMS } from './programs.ts';

const QUERY = 'query';
const DEFAULT_PRESET = 'model_1_ptm';
const MODEL_FILE = new RegExp(`^(${QUERY}_.+)_(unrelaxed|relaxed)\\.pdb$`);
/** site options that would change what the adapter reads */
const UNREADABLE = {
  '--subtract_plddt': 'it writes 100 − pLDDT in the B-factors',
  '--cif_output': 'it writes ModelCIF files and Bench reads its PDB models',
};

export const openFoldTemplateDir = () => process.env.BENCH_OPENFOLD_TEMPLATE_MMCIF_DIR?.trim() || null;

/** OpenFold's own arguments: the two positional directories, the output directory, a preset unless the site's command has one. */
export function openFoldArguments(command: string, fastaDir: string, templateDir: string, outDir: string): string[] {
  const options = command.split(/\s+/);
  return [
    fastaDir,
    templateDir,
    '--output_dir',
    outDir,
    ...(options.includes('--config_preset') ? [] : ['--config_preset', DEFAULT_PRESET]),
  ];
}

/** The models under `predictions/` (and its per-parameter directories), the relaxed one of each where there is one. */
async function predictedModels(predictions: string): Promise<PredictedModel[]> {
  const entries = await readdir(predictions, { withFileTypes: true }).catch(() => []);
  const dirs = [predictions, ...entries.filter((e) => e.isDirectory()).map((e) => join(predictions, e.name))];
  const chosen = new Map<string, { path: string; fileName: string; relaxed: boolean }>();
  for (const dir of dirs) {
    for (const fileName of await readdir(dir)) {
      const match = MODEL_FILE.exec(fileName);
      if (!match) continue;
      const key = join(dir, match[1]!);
      const relaxed = match[2] === 'relaxed';
      if (!chosen.has(key) || relaxed) chosen.set(key, { path: join(dir, fileName), fileName, relaxed });
    }
  }
  return Promise.all(
    [...chosen.values()].map(async ({ path, fileName }) => ({ fileName, pdb: await readFile(path, 'utf8') })),
  );
}

export const openFold: FoldingAdapter = {
  program: FOLDING_PROGRAMS.find((p) => p.id === 'openfold')!,
  async fold({ input, command, workDir, signal }) {
    const options = command.split(/\s+/);
    for (const [option, why] of Object.entries(UNREADABLE)) {
      if (options.includes(option))
        throw new Error(`BENCH_OPENFOLD_COMMAND passes ${option}: ${why}. Remove it to fold with OpenFold here.`);
    }
    if (input.sequences.length !== 1)
      throw new Error('OpenFold folds one chain here; AlphaFold2 Multimer folds complexes.');
    const fastaDir = join(workDir, 'fasta');
    const outDir = join(workDir, 'out');
    const templateDir = openFoldTemplateDir() ?? join(workDir, 'no-templates');
    await mkdir(fastaDir);
    if (!openFoldTemplateDir()) await mkdir(templateDir);
    await writeFile(join(fastaDir, `${QUERY}.fasta`), `>${QUERY}\n${input.sequences[0]}\n`);
    const args = openFoldArguments(command, fastaDir, templateDir, outDir);
    await runCommand('OpenFold', command, args, signal);
    return { models: await predictedModels(join(outDir, 'predictions')), arguments: args };
  },
};
