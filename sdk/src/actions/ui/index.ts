export * from './formData.ts';
export * from './ActionFormContext.tsx';
export * from './mutationRows.ts';
export * from './MutationsTable.tsx';
export * from './RepeatsField.tsx';
export * from './SelectorField.tsx';
export * from './FreeLigandField.tsx';
export * from './ValidationList.tsx';
