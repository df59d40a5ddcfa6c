/** @bench/family-structure-prediction: what the structure-prediction plugins share (React-free, Node-free). */
export * from './model.ts';
export * from './entities.ts';
export * from './features.ts';
export * from './sequenceRules.ts';
export * from './tabs.ts';
export * from './submit.ts';
export * from './declarations.ts';
export * from './quality.ts';
export * from './ranking.ts';
