/** Molecular mechanics through Debian's OpenMM, PDBFixer and ProMod3 (server only: spawns python3). */
export * from './protocol.ts';
export * from './settings.ts';
export * from './runner.ts';
export * from './items.ts';
export * from './result.ts';
export * from './engine.ts';
