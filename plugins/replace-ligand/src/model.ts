/** Replace Ligand (spec 1 §3–§5, spec 3 §5, §6, §9). Pure: no React, no network. */
import { issueCatalog, exactly, missingInputs, perUnitCost } from '@bench/action-kit';
import { defineJob, field, type FeatureDeclaration, type InputOf, type ValidationIssue } from '@bench/sdk/model';
import { WITH_LIGANDS } from './availability.ts';
import { clearStaleLigand, freeLigandIds, isLigandChosen } from './ligands.ts';

export const TASK = 'replace_ligand';
export const LABEL = 'Replace Ligand';

export const replaceLigandFields = {
  replace_ligand: field.object({
    /** the ligand residue of the structure to replace (chain, name and number all given once chosen) */
    original_ligand: field.object({
      res_num: field.nullable(field.integer()),
      res_name: field.text('', 10),
      chain: field.text('', 4),
    }),
    /** one of the session's free ligands */
    new_ligand_id: field.optionalText(),
  }),
  /**
   * Other ligands of the structure (ids as in the pose report, 'A:301') held in place in the
   * receptor while the new ligand is docked; ligands not listed are left out (spec 1 §3).
   */
  auto_constrain_these_ligands: field.optional(field.list(field.text('', 50))),
};
export type ReplaceLigandInput = InputOf<typeof replaceLigandFields>;

const REPLACE_LIGAND_ISSUES = issueCatalog({
  noFreeLigands: {
    message: 'Please import a ligand into CAD that you want to replace.',
    code: 'NO_FREE_LIGANDS_CREATED',
    field: 'replace_ligand.new_ligand_id',
  },
  noNewLigand: {
    message: 'Please choose a ligand to replace the ligand in the protein complex.',
    code: 'NO_NEW_LIGAND_CHOSEN',
    field: 'replace_ligand.new_ligand_id',
  },
  noOriginalLigand: {
    message: 'Please choose a ligand in the protein complex to replace.',
    code: 'NO_ORIGINAL_LIGAND_CHOSEN',
    field: 'replace_ligand.original_ligand',
  },
});
export const REPLACE_LIGAND_MESSAGES = REPLACE_LIGAND_ISSUES.messages;
const issue = (key: keyof typeof REPLACE_LIGAND_MESSAGES) => REPLACE_LIGAND_ISSUES.issue(key);

/**
 * The new ligand must be one of the session's free ligands (`context.freeLigands`; a stale id
 * counts as none chosen); the original ligand needs chain, name and number.
 */
export function validateReplaceLigand(input: ReplaceLigandInput, context: Record<string, unknown>): ValidationIssue[] {
  const missing = missingInputs(input, ['replace_ligand']);
  if (missing.length) return missing;
  const freeIds = freeLigandIds(context);
  const params = clearStaleLigand(input.replace_ligand, freeIds);
  const issues: ValidationIssue[] = [];
  if (freeIds.length === 0) issues.push(issue('noFreeLigands'));
  else if (!params.new_ligand_id) issues.push(issue('noNewLigand'));
  if (!isLigandChosen(params.original_ligand)) issues.push(issue('noOriginalLigand'));
  return issues;
}

/** One replacement per source structure: 1 credit each. */
export const replaceLigandCost = perUnitCost<ReplaceLigandInput>(
  LABEL,
  'replacement',
  1,
  (_input, c) => c.structureCount,
);

export const replaceLigandModel = defineJob({
  id: 'replace-ligand',
  task: TASK,
  label: LABEL,
  feature: 'replace_ligand',
  availability: exactly(1, LABEL, WITH_LIGANDS),
  fields: replaceLigandFields,
  validate: validateReplaceLigand,
  cost: replaceLigandCost,
});

export const actionModels = [replaceLigandModel];

/** The features this plugin names (spec 3 §6). */
export const features: FeatureDeclaration[] = [{ id: 'replace_ligand', badge: 'beta' }];
