/**
 * @bench/action-kit: rules shared by job (action) plugins — availability, defaults, validators,
 * cost rules, the mutations-table model and pose score columns. No React: plugin models, engines
 * and the server import it. The form components are in '@bench/action-kit/ui'.
 */
export { parseMutationsCsv } from './mutations/csv.ts';
export { MUTATION_FILE_MESSAGES, MutationFileError } from './mutations/errors.ts';
export {
  AMINO_ACID_LETTERS,
  type AminoAcid,
  isAminoAcidLetter,
  isAminoAcidType,
  isNucleotideType,
  NOT_AMINO_ACID_MESSAGE,
} from './mutations/letters.ts';
export { buildMutationRows, type MutationRow, type MutationSource, mutationValue } from './mutations/table.ts';
export {
  type BaseActionInput,
  designFields,
  type DesignInput,
  mutationsField,
  noChecks,
  repeatsFields,
  type RepeatsInput,
  selectorField,
  validateDesignFamily,
  validateRepeatsOnly,
} from './rules/actionInputs.ts';
export {
  atLeast,
  exactly,
  type SelectedPose,
  selectionSummary,
  type StructurePredicate,
} from './rules/availability.ts';
export type { SequenceSpaceBounds, TableRules } from './mutations/status.ts';
export {
  type ActionValidationContext,
  DEFAULT_ACTION_SETTINGS,
  readContext,
  type ReadContext,
  residueCount,
  validationContext,
  type ValidationContextParts,
} from './rules/context.ts';
export {
  bandFor,
  chargedPrice,
  creditsLabel,
  type CostBand,
  perRepetitionAndStructureCost,
  perStructureCost,
  roundCredits,
} from './rules/cost.ts';
export { type IssueCatalog, issueCatalog, type IssueSpec } from './rules/issues.ts';
export { missingInputs, numericInput } from './rules/inputs.ts';
export { enabledLetters, type MutationsInput, rowsFromInput } from './rules/mutationsTable.ts';
export { repeatsIssues } from './rules/repeats.ts';
export { chosenPositions, selectorIssues } from './rules/selector.ts';
export { perUnitCost } from './rules/unitCost.ts';
export {
  ENERGY_TERMS,
  isAiFolding,
  MM_ENERGY_TERMS,
  POSE_SCORE_COLUMNS,
  scoreColumnsFor,
  scoreTerm,
} from './scores.ts';
