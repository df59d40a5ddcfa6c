/**
 * The numbers a homology model's pose carries, declared for its collection's table: the model
 * quality as Score, then the template's numbers as columns — per chain for a two-chain model.
 */
import type { ScoreDeclaration, ScoreDeclarations } from '@bench/sdk/model';
import { QUALITY_METHOD } from './quality.ts';

const SCORE: ScoreDeclaration = {
  unit: '',
  description: `model quality: ${QUALITY_METHOD} (crystal chains: median −2.0)`,
};

/** The template numbers shown as columns, in order; `chain` names the chain they belong to. */
function templateColumns(chain?: string): [string, ScoreDeclaration][] {
  const of = chain ? ` of chain ${chain}` : '';
  const key = (term: string) => (chain ? `${term}_${chain}` : term);
  const label = (text: string) => (chain ? `${text} ${chain}` : text);
  return [
    [key('identity'), { unit: '%', label: label('Identity'), description: `sequence identity${of} to its template` }],
    [
      key('coverage'),
      {
        unit: '',
        label: label('Coverage'),
        description: `fraction of the residues${of} the template alignment covers (0–1)`,
      },
    ],
  ];
}

function numbered(columns: [string, ScoreDeclaration][]): ScoreDeclarations {
  return Object.fromEntries(columns.map(([term, declaration], i) => [term, { ...declaration, column: i + 1 }]));
}

/** Single-chain HM: identity, coverage, E-value, template resolution and the ranking score. */
export const SINGLE_CHAIN_DECLARATIONS: ScoreDeclarations = {
  score: SCORE,
  ...numbered([
    ...templateColumns(),
    ['evalue', { unit: '', label: 'E-value', description: "BLAST+ E-value of the template's alignment" }],
    ['resolution', { unit: 'Å', label: 'Resolution', description: "the template structure's resolution" }],
    [
      'template_score',
      { unit: '', label: 'Template score', description: 'the ranking score templates are ordered by (plugin README)' },
    ],
  ]),
  model_quality: { unit: '' },
  p_correct: { unit: '' },
};

/** A model of several chains (a full-length antibody's H and L): each chain's template identity and coverage. */
export function chainTemplateDeclarations(chains: readonly string[]): ScoreDeclarations {
  return {
    score: SCORE,
    ...numbered(chains.flatMap((chain) => templateColumns(chain))),
    model_quality: { unit: '' },
    ...Object.fromEntries(chains.map((chain) => [`p_correct_${chain}`, { unit: '' }])),
  };
}
