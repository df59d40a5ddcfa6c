/**
 * Single-chain homology modelling as a job engine (server side): the prediction's sequence, the
 * project structures it names as templates, ProMod3 through the worker. A search that finds no
 * template fails the job with the engine's message, so the credits come back.
 */
import type { ActionEngine } from '@bench/sdk/model';
import { QUALITY_METHOD, SINGLE_CHAIN_HM } from '@bench/family-structure-prediction';
import {
  buildHomologyModel,
  builtOrFail,
  homologyModellingReady,
  projectTemplates,
  type ErrorsAndWarnings,
} from '@bench/family-structure-prediction/homology';
import { SINGLE_CHAIN_DECLARATIONS } from './declarations.ts';
import type { SingleChainHmInput } from './model.ts';

/** The warnings a scientist reads: errors_and_warnings entries whose keys start with 'message'. */
const shownWarnings = (entries: ErrorsAndWarnings): string[] =>
  Object.entries(entries)
    .filter(([key]) => key.startsWith('message'))
    .map(([, text]) => String(text));

export const singleChainHmEngine: ActionEngine<SingleChainHmInput> = {
  task: SINGLE_CHAIN_HM.task,
  kind: 'builtin',
  available: homologyModellingReady,
  async run(context) {
    const { action } = context;
    const result = await buildHomologyModel(
      {
        sequence: action.input.sequence,
        templates: projectTemplates(context.poses),
        ligands: Boolean(action.input.ligands),
        selected_only: Boolean(action.input.selected_only) && context.poses.length > 0,
      },
      { signal: context.signal, progress: context.progress },
    );
    const model = builtOrFail(result.model, result.errors_and_warnings);
    const template = builtOrFail(result.template, result.errors_and_warnings);
    const { quality } = model;
    return {
      engine: 'builtin',
      collection: {
        name: `${action.name} model`,
        type: SINGLE_CHAIN_HM.type,
        declarations: SINGLE_CHAIN_DECLARATIONS,
        poses: [
          {
            name: `${action.name}_${template.tag}`,
            pdb: model.pdb,
            sequence: model.sequence,
            score: quality?.global ?? null,
            score_terms: {
              template: template.tag,
              identity: template.identity,
              coverage: template.coverage,
              evalue: template.evalue,
              resolution: template.resolution,
              template_score: template.score,
              p_correct: template.p_correct,
              ...(quality ? { model_quality: quality.global } : {}),
            },
          },
        ],
      },
      output: { alignments: result.alignments, errors_and_warnings: result.errors_and_warnings },
      method: {
        name: 'Single-chain homology modelling (BLAST+ template search, ProMod3 model building)',
        template: template.tag,
        template_source: template.source,
        identity: template.identity,
        coverage: template.coverage,
        evalue: template.evalue,
        resolution: template.resolution,
        template_score: template.score,
        p_correct: template.p_correct,
        ...(result.choice ? { choice: result.choice } : {}),
        ...(quality ? { quality: { ...quality, method: QUALITY_METHOD } } : {}),
      },
      notes: shownWarnings(result.errors_and_warnings),
    };
  },
};

export const engines = [singleChainHmEngine];
