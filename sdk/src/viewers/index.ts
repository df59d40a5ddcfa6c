export * from './kabsch.ts';
export * from './superpositionRules.ts';
export * from './polarity.ts';
export * from './logo.ts';
export * from './sequenceCells.ts';
export * from './fasta.ts';
export * from './collectionRows.ts';
