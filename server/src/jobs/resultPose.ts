import {
  analyzeStructure,
  countAtoms,
  NUCLEIC_TYPES,
  poseReport,
  readStructureFile,
  sequenceOf,
  type PoseFacts,
  type Structure,
} from '@bench/structure';
import { firstProblems, HttpError } from '../errors.ts';

function parsed(pdb: string, label: string): Structure {
  const { structure, problems } = readStructureFile(pdb, label);
  if (!structure) throw new HttpError(400, 'PARSE_ERROR', firstProblems(problems));
  return structure;
}

/**
 * What a loaded pose records, for a pose of a job's output: an engine writes exactly the residues
 * it kept, so every residue counts as chosen (the loader's defaults would drop ligands). As when
 * loading, every fact comes from the structure file, never from what the engine (or a client
 * importing results) says of it.
 */
export function resultPoseFacts(pdb: string, label: string): PoseFacts {
  const structure = parsed(pdb, label);
  const residues = analyzeStructure(structure).residues.map((r) => ({ ...r, chosen: r.choices[0] ?? null }));
  const report = poseReport(residues);
  const sequence = sequenceOf(structure);
  return {
    sequence,
    report,
    has_ligands: report.ligands.length > 0,
    has_nucleic_acids: residues.some((r) => NUCLEIC_TYPES.has(r.original.type)),
    atom_count: countAtoms(structure),
    residue_count: sequence.replace(/\//g, '').length,
  };
}
