import { checkFileNames } from '@bench/structure';

/** Only SDF is accepted for small molecules. */
const LIGAND_EXTENSIONS = ['.sdf'] as const;

/** The spec's message for the first problem with these file names, or null when all are SDF (the loader tab and the server half both check). */
export function ligandFilesProblem(fileNames: readonly string[]): string | null {
  return checkFileNames(fileNames, LIGAND_EXTENSIONS);
}
