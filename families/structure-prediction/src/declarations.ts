/**
 * The parts of a homology model's declarations (the numbers its pose carries, for its collection's
 * table): the model quality as Score, then the template's numbers as columns — per chain for a
 * model of several chains.
 */
import type { ScoreDeclaration, ScoreDeclarations } from '@bench/sdk/model';
import { QUALITY_METHOD } from './quality.ts';

export const QUALITY_SCORE: ScoreDeclaration = {
  unit: '',
  description: `model quality: ${QUALITY_METHOD} (crystal chains: median −2.0)`,
};

/** The template numbers shown as columns, in order; `chain` names the chain they belong to. */
export function templateColumns(chain?: string): [string, ScoreDeclaration][] {
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

/** The columns numbered in their order, as the collection table shows them. */
export function numbered(columns: [string, ScoreDeclaration][]): ScoreDeclarations {
  return Object.fromEntries(columns.map(([term, declaration], i) => [term, { ...declaration, column: i + 1 }]));
}
