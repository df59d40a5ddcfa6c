export * from './names.ts';
export * from './positions.ts';
export * from './types.ts';
