/**
 * This plugin's settings (its `./settings` entry; README.md's configuration table): whether each
 * AI-folding program is installed here, served to browsers so the AI folding creator offers only
 * the tools this server runs. The value is a yes or no: the command line itself (paths,
 * hosts) stays on the server, where the engine reads the same variable.
 */
import type { SettingContribution } from '@bench/sdk/model';
import { FOLDING_PROGRAMS, installedKey } from './folding/programs.ts';

const DESCRIPTIONS: Record<string, string> = {
  colabfold:
    'AlphaFold2 (Monomer, Multimer, single sequence) through ColabFold: the `colabfold_batch` command line, with any site options (`--msa-mode`, `--host-url`); without it these three tools are not offered',
  openfold:
    "OpenFold through its `run_pretrained_openfold.py` command line (e.g. `python3 /opt/openfold/run_pretrained_openfold.py`, with the site's database paths or `--use_precomputed_alignments`, `--model_device cuda:0`, parameters); without it OpenFold is not offered",
  esmfold:
    "ESMFold through ESM's `esm-fold` command line (with any site options, e.g. `--chunk-size 64`); without it ESMFold is not offered",
};

export const settings: SettingContribution<boolean>[] = FOLDING_PROGRAMS.map((program) => ({
  id: installedKey(program),
  env: program.variable,
  default: '',
  defaultLabel: '–',
  parse: (raw: string) => raw.trim() !== '',
  description: DESCRIPTIONS[program.id]!,
}));
