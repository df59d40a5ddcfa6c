/**
 * Antibody homology modelling through ImmuneBuilder's `ABodyBuilder2` command line (server side).
 * A site sets BENCH_ABODYBUILDER2_COMMAND (e.g. `ABodyBuilder2`, or `ABodyBuilder2 -n chothia`);
 * the adapter runs `<command> -H <heavy> -L <light> -o model.pdb` and reads the refined Fv model
 * (chains H and L, numbered), whose B-factor column holds ABodyBuilder2's per-residue error
 * estimate in Å (the spread of its four-model ensemble).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ActionEngine } from '@bench/sdk/model';
import { configuredCommand, runCommand } from '@bench/openmm';
import { ANTIBODY_HM, type AntibodyHmInput } from './model.ts';
import { cleanSequence } from '@bench/family-structure-prediction';
import { residueBFactors } from '@bench/family-structure-prediction/scoring';

const MODEL = 'model.pdb';
const round = (value: number) => Number(value.toFixed(2));

export const abodyBuilderCommand = () => configuredCommand('BENCH_ABODYBUILDER2_COMMAND');
export const abodyBuilderArguments = (heavy: string, light: string) => ['-H', heavy, '-L', light, '-o', MODEL];

export const abodyBuilderEngine: ActionEngine<AntibodyHmInput> = {
  task: ANTIBODY_HM.task,
  kind: 'external',
  available: async () => abodyBuilderCommand() !== null,
  async run(context) {
    const command = abodyBuilderCommand();
    if (!command) throw new Error('ABodyBuilder2 is not configured on this server (BENCH_ABODYBUILDER2_COMMAND).');
    const { input, name } = context.action;
    const heavy = cleanSequence(input.heavy);
    const light = cleanSequence(input.light);
    context.progress('Running ABodyBuilder2', 10);
    await runCommand('ABodyBuilder2', command, abodyBuilderArguments(heavy, light), context.signal, context.workDir);
    const pdb = await readFile(join(context.workDir, MODEL), 'utf8').catch(() => {
      throw new Error('ABodyBuilder2 wrote no model file.');
    });
    const error = residueBFactors(pdb, MODEL, 'the predicted error');
    const modelled = (chain: string) => error.residues.filter((r) => r.chain === chain).length;
    return {
      engine: 'external',
      collection: {
        name: `${name} model`,
        type: ANTIBODY_HM.type,
        poses: [
          {
            name: `${name}_Fv`,
            pdb,
            sequence: `${heavy}/${light}`,
            score: null,
            score_terms: {
              predicted_error: round(error.mean),
              ...Object.fromEntries(
                Object.entries(error.byChain).map(([chain, value]) => [`predicted_error_${chain}`, round(value)]),
              ),
            },
          },
        ],
      },
      method: {
        name: 'ABodyBuilder2 (ImmuneBuilder)',
        command,
        arguments: abodyBuilderArguments('<heavy>', '<light>').join(' '),
      },
      notes: [
        `Fv model: ${modelled('H')} heavy and ${modelled('L')} light residues (ABodyBuilder2 keeps the variable domains). Mean predicted error ${error.mean.toFixed(2)} Å (B-factor column).`,
      ],
      output: { errors_and_warnings: {} },
    };
  },
};
