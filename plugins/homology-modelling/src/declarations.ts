/** The numbers a single-chain homology model's pose carries, declared for its collection's table. */
import type { ScoreDeclarations } from '@bench/sdk/model';
import { QUALITY_SCORE, numbered, templateColumns } from '@bench/family-structure-prediction';

/** Single-chain HM: identity, coverage, E-value, template resolution and the ranking score. */
export const SINGLE_CHAIN_DECLARATIONS: ScoreDeclarations = {
  score: QUALITY_SCORE,
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
