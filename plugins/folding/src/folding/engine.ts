/**
 * The engine of task `ai_folding` (kind `external`, server side): the prediction's tool chooses the
 * program (AlphaFold2 through ColabFold, OpenFold, ESMFold), which runs when the site set its command
 * line; a tool whose program is not set fails with the reason (and the credits come back). With a
 * reference structure the collection is the `ai-folding-singleseq-ref` variant and every model
 * carries its Cα RMSD to the reference.
 */
import { relative } from 'node:path';
import type { ActionEngine, EngineContext } from '@bench/sdk/model';
import { configuredCommand } from '@bench/openmm';
import { AI_FOLDING, foldingCollectionType, type AiFoldingInput } from '../model.ts';
import { referenceChain } from '@bench/family-structure-prediction/scoring';
import type { FoldingAdapter } from './adapter.ts';
import { colabFold } from './colabfold.ts';
import { esmFold } from './esmfold.ts';
import { foldingPoses, MODEL_SCORE_DECLARATIONS, type FoldingReference } from './models.ts';
import { notInstalledMessage } from './programs.ts';
import { openFold } from './openfold.ts';

const ADAPTERS: readonly FoldingAdapter[] = [colabFold, openFold, esmFold];

const adapterOf = (tool: string) => ADAPTERS.find((a) => a.program.tools.includes(tool)) ?? null;

/** The reference structure: the prediction's one source pose, when it names one. */
function referenceOf(context: EngineContext<AiFoldingInput>): FoldingReference | null {
  const [pose] = context.poses;
  return pose ? { name: pose.name, ...referenceChain(pose.pdb) } : null;
}

export const aiFoldingEngine: ActionEngine<AiFoldingInput> = {
  task: AI_FOLDING.task,
  kind: 'external',
  available: async () => ADAPTERS.some((a) => configuredCommand(a.program.variable) !== null),
  async run(context) {
    const { input, name } = context.action;
    const adapter = adapterOf(input.aiTool);
    const command = adapter && configuredCommand(adapter.program.variable);
    if (!adapter || !command) throw new Error(notInstalledMessage(input.aiTool));
    const reference = referenceOf(context);
    context.progress(`Running ${input.aiTool} (${adapter.program.program})`, 10);
    const run = await adapter.fold({ input, command, workDir: context.workDir, signal: context.signal });
    if (run.models.length === 0) throw new Error(`${adapter.program.program} wrote no model files.`);
    const { poses, notes } = foldingPoses(run.models, { name, sequence: input.sequences.join('/'), reference });
    return {
      engine: 'external',
      collection: {
        name: `${name} models`,
        type: foldingCollectionType(input),
        poses,
        declarations: MODEL_SCORE_DECLARATIONS,
      },
      method: {
        name: `${input.aiTool} through ${adapter.program.program}`,
        command,
        arguments: run.arguments
          .map((arg) => (arg.startsWith(context.workDir) ? relative(context.workDir, arg) : arg))
          .join(' '),
        ...(reference ? { reference: reference.name } : {}),
      },
      notes: [...(run.notes ?? []), ...notes],
      output: { errors_and_warnings: {} },
    };
  },
};
