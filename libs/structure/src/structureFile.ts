import { parseStructure } from './parseStructure.ts';
import type { ResidueType, Structure } from './types.ts';

/** The residue types of nucleic acids: a pose holding one of them has nucleic acids. */
export const NUCLEIC_TYPES: ReadonlySet<ResidueType> = new Set(['cdna', 'ncdna', 'crna', 'ncrna']);

/** The atoms of the structure's first model. */
export function countAtoms(structure: Structure): number {
  const model = structure.models[0];
  return model ? model.residues.reduce((n, r) => n + r.atomEnd - r.atomStart, 0) : 0;
}

/**
 * A structure file's text parsed, or why it cannot be read: `<label> is empty.`, or its parse
 * errors one a line (`line 3: …`).
 */
export function readStructureFile(
  text: string,
  label: string,
): { structure: Structure; problems?: undefined } | { structure?: undefined; problems: string[] } {
  if (text.trim() === '') return { problems: [`${label} is empty.`] };
  const structure = parseStructure(text);
  if (structure.errors.length === 0) return { structure };
  return {
    problems: structure.errors.map((e) =>
      e.line > 0 && !e.message.startsWith('line ') ? `line ${e.line}: ${e.message}` : e.message,
    ),
  };
}
