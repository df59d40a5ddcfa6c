import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_ACTION_SETTINGS } from '../rules/context.ts';
import { actionFormData, type ActionFormData } from './formData.ts';

const EMPTY = actionFormData({
  selectors: [],
  freeLigands: [],
  sourceStructures: [],
  mutationSources: [],
  settings: DEFAULT_ACTION_SETTINGS,
});
const ActionFormContext = createContext<ActionFormData>(EMPTY);

/** The action tab wraps a plugin's Form in this; the shared fields read from it. */
export function ActionFormProvider({ value, children }: { value: ActionFormData; children: ReactNode }) {
  return <ActionFormContext.Provider value={value}>{children}</ActionFormContext.Provider>;
}

/** The session data around the form (selectors, free ligands, source structures, settings). */
export function useActionFormData(): ActionFormData {
  return useContext(ActionFormContext);
}
