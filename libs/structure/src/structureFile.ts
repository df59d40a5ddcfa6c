import type { poseReport } from './chainEntities.ts';
import { parseStructure } from './parseStructure.ts';
import type { ResidueType, Structure } from './types.ts';

/** The residue types of nucleic acids: a pose holding one of them has nucleic acids. */
export const NUCLEIC_TYPES: ReadonlySet<ResidueType> = new Set(['cdna', 'ncdna', 'crna', 'ncrna']);

/** The structure facts a stored pose records (a loaded structure's, a job's result's). */
export interface PoseFacts {
  sequence: string;
  report: ReturnType<typeof poseReport>;
  has_ligands: boolean;
  has_nucleic_acids: boolean;
  atom_count: number;
  residue_count: number;
}

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
