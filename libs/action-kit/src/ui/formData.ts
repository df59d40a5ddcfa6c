/**
 * What an action form knows besides its input: the session's selectors and free ligands, the
 * source structures, and the settings. The action tab builds it once; `validation` is the context
 * every `validate(input, context)` gets, the same shape the server builds.
 */
import type { MutationSource } from '../mutations/table.ts';
import type { ValidationContext } from '@bench/sdk/model';
import { type ActionSettings, validationContext } from '../rules/context.ts';

export interface NamedSelector {
  _id: string;
  name: string;
  positions: readonly number[];
}

export interface NamedLigand {
  _id: string;
  name: string;
}

export interface SourceStructure {
  _id: string;
  name: string;
  /** one-letter sequence, '/' between chains */
  sequence: string;
  /** its ligands, from the pose report the structure loader (or the result import) made */
  ligands?: readonly { id: string; name: string }[];
}

export type ActionValidation = ValidationContext;

export interface ActionFormData {
  /** the session's selectors (not '(all)'), by name */
  selectors: readonly NamedSelector[];
  freeLigands: readonly NamedLigand[];
  sourceStructures: readonly SourceStructure[];
  /** the source structures residue by residue, with residue types (the mutations table's rows) */
  mutationSources: readonly MutationSource[];
  settings: ActionSettings;
  validation: ActionValidation;
}

export interface ActionFormDataParts {
  selectors: readonly NamedSelector[];
  freeLigands: readonly NamedLigand[];
  sourceStructures: readonly SourceStructure[];
  mutationSources: readonly MutationSource[];
  settings: ActionSettings;
}

export function actionFormData(parts: ActionFormDataParts): ActionFormData {
  const selectors = [...parts.selectors].sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
  return {
    ...parts,
    selectors,
    validation: validationContext({
      selectors,
      sources: parts.sourceStructures,
      freeLigands: parts.freeLigands,
      settings: parts.settings,
    }),
  };
}
