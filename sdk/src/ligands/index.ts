export * from './files.ts';
export * from './molfile.ts';
