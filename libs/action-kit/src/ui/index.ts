/** @bench/action-kit/ui: ready-made React fields for action forms (browser only). */
export { ActionFormProvider, useActionFormData } from './ActionFormContext.tsx';
export { MutationsTable } from './MutationsTable.tsx';
export { RepeatsField } from './RepeatsField.tsx';
export { SelectorField } from './SelectorField.tsx';
export { type IssuePlacement, IssuePlacementContext, IssueItems, ValidationList } from './ValidationList.tsx';
export { actionFormData, type ActionFormData, type ActionFormDataParts } from './formData.ts';
export { type Selection, useSelection } from './useSelection.ts';
export { MethodRecord, type MethodRecordProps } from './MethodRecord.tsx';
