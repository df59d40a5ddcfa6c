/**
 * Single-chain homology modelling as a job engine (server side): the prediction's sequence, the
 * project structures it names as templates, ProMod3 through the worker. A search that finds no
 * template fails the job with the engine's message, so the credits come back.
 */
import type { ActionEngine } from '@bench/sdk/model';
import { buildHomologyModel, detectHomologyModelling } from '../engine/index.ts';
import { SINGLE_CHAIN_HM, type SingleChainHmInput } from '../model.ts';

export const singleChainHmEngine: ActionEngine<SingleChainHmInput> = {
  task: SINGLE_CHAIN_HM.task,
  kind: 'builtin',
  available: async () => (await detectHomologyModelling()).ready,
  async run(context) {
    const { action } = context;
    const result = await buildHomologyModel(
      {
        sequence: action.input.sequence,
        templates: context.poses.map((pose) => ({ id: pose._id, name: pose.name, pdb: pose.pdb })),
        ligands: Boolean(action.input.ligands),
      },
      { signal: context.signal, progress: context.progress },
    );
    const message = result.errors_and_warnings.message;
    if (!result.model || !result.template) throw new Error(typeof message === 'string' ? message : 'No model was built.');
    const { template, model } = result;
    const warnings = Object.entries(result.errors_and_warnings).filter(([key]) => key.startsWith('message')).map(([, text]) => String(text));
    return {
      engine: 'builtin',
      collection: {
        name: `${action.name} model`,
        type: SINGLE_CHAIN_HM.type,
        poses: [{
          name: `${action.name}_${template.tag}`, pdb: model.pdb, sequence: model.sequence, score: null,
          score_terms: { template: template.tag, identity: template.identity, coverage: template.coverage, p_correct: template.p_correct },
        }],
      },
      output: { alignments: result.alignments, errors_and_warnings: result.errors_and_warnings },
      method: {
        name: 'Single-chain homology modelling (BLAST+ template search, ProMod3 model building)',
        template: template.tag, template_source: template.source, identity: template.identity, coverage: template.coverage,
        evalue: template.evalue, p_correct: template.p_correct,
      },
      notes: warnings,
    };
  },
};

