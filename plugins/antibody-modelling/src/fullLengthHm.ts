/**
 * Full-length antibody homology modelling as a job engine (server side, kind builtin): the heavy
 * and the light chain searched with BLAST+ against the project's structures named as templates,
 * the ProMod3 library and the site library, the two hits paired on one template structure, one
 * two-chain model (chains H and L) built with ProMod3. Residues no template covers (the Fc of a
 * heavy chain modelled on a Fab) are not modelled and a warning names them. When no structure
 * holds both chains the job fails with the worker's message, so the credits come back.
 */
import type { ActionEngine } from '@bench/sdk/model';
import {
  buildComplexModel,
  type ComplexTemplate,
  builtOrFail,
  homologyModellingReady,
  projectTemplates,
} from '@bench/family-structure-prediction/homology';
import { chainTemplateDeclarations } from './declarations.ts';
import { QUALITY_METHOD, cleanSequence } from '@bench/family-structure-prediction';
import { FULL_LENGTH_ANTIBODY_HM, type AntibodyHmInput } from './model.ts';

const METHOD =
  'Full-length antibody homology modelling (BLAST+ template search of both chains, ProMod3 two-chain model building)';
const round = (value: number, digits = 3) => Number(value.toFixed(digits));

/** score_terms of the model: each chain's template, identity (%), coverage (fraction) and p_correct. */
const chainTerms = (templates: readonly ComplexTemplate[]) =>
  Object.fromEntries(
    templates.flatMap((t) => [
      [`template_${t.chain}`, t.tag],
      [`identity_${t.chain}`, round(t.identity, 1)],
      [`coverage_${t.chain}`, round(t.coverage)],
      [`p_correct_${t.chain}`, t.p_correct],
    ]),
  );

export const fullLengthAntibodyHmEngine: ActionEngine<AntibodyHmInput> = {
  task: FULL_LENGTH_ANTIBODY_HM.task,
  kind: 'builtin',
  available: homologyModellingReady,
  async run(context) {
    const { action } = context;
    const result = await buildComplexModel(
      {
        chains: [
          { id: 'H', label: 'Heavy chain', sequence: cleanSequence(action.input.heavy) },
          { id: 'L', label: 'Light chain', sequence: cleanSequence(action.input.light) },
        ],
        method: FULL_LENGTH_ANTIBODY_HM.method,
        templates: projectTemplates(context.poses),
      },
      { signal: context.signal, progress: context.progress },
    );
    const model = builtOrFail(result.model, result.errors_and_warnings);
    const structure = result.structure ?? result.templates.map((t) => t.tag).join('+');
    return {
      engine: 'builtin',
      collection: {
        name: `${action.name} model`,
        type: FULL_LENGTH_ANTIBODY_HM.type,
        declarations: chainTemplateDeclarations(result.templates.map((t) => t.chain)),
        poses: [
          {
            name: `${action.name}_${structure}`,
            pdb: model.pdb,
            sequence: model.sequence,
            score: model.quality?.global ?? null,
            score_terms: {
              template: structure,
              ...chainTerms(result.templates),
              ...(model.quality ? { model_quality: model.quality.global } : {}),
            },
          },
        ],
      },
      output: { alignments: result.alignments, errors_and_warnings: result.errors_and_warnings },
      method: {
        name: METHOD,
        structure,
        templates: result.templates.map(({ chain, tag, source, identity, coverage, evalue, p_correct }) => ({
          chain,
          template: tag,
          template_source: source,
          identity,
          coverage,
          evalue,
          p_correct,
        })),
        ...(model.quality ? { quality: { ...model.quality, method: QUALITY_METHOD } } : {}),
      },
      notes: [`Model of ${model.residues} residues (chains H and L) on ${structure}.`],
    };
  },
};
