/** The numbers a full-length antibody model's pose carries, declared for its collection's table. */
import type { ScoreDeclarations } from '@bench/sdk/model';
import { QUALITY_SCORE, numbered, templateColumns } from '@bench/family-structure-prediction';

/** A model of several chains (a full-length antibody's H and L): each chain's template identity and coverage. */
export function chainTemplateDeclarations(chains: readonly string[]): ScoreDeclarations {
  return {
    score: QUALITY_SCORE,
    ...numbered(chains.flatMap((chain) => templateColumns(chain))),
    model_quality: { unit: '' },
    ...Object.fromEntries(chains.map((chain) => [`p_correct_${chain}`, { unit: '' }])),
  };
}
