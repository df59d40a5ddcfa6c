export * from './letters.ts';
export * from './table.ts';
export * from './status.ts';
export * from './errors.ts';
export * from './pssm.ts';
export * from './csv.ts';
