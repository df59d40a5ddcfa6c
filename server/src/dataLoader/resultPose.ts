import { analyzeStructure, poseReport, sequenceOf } from '@bench/structure';
import { countAtoms, NUCLEIC, type AssembledPose } from './assemble.ts';
import { parseOrThrow } from './analyze.ts';

export type ResultPoseFacts = Pick<
  AssembledPose,
  'sequence' | 'report' | 'has_ligands' | 'has_nucleic_acids' | 'atom_count' | 'residue_count'
>;

/**
 * What the structure loader records of a pose, for a job's output: an engine writes exactly the
 * residues it kept, so every residue counts as chosen (the loader's defaults would drop ligands).
 * Like the loader's, every fact comes from the structure file, never from what the engine (or a
 * client importing results) says of it.
 */
export function resultPoseFacts(pdb: string, label: string): ResultPoseFacts {
  const structure = parseOrThrow(pdb, label);
  const residues = analyzeStructure(structure).residues.map((r) => ({ ...r, chosen: r.choices[0] ?? null }));
  const report = poseReport(residues);
  const sequence = sequenceOf(structure);
  return {
    sequence,
    report,
    has_ligands: report.ligands.length > 0,
    has_nucleic_acids: residues.some((r) => NUCLEIC.has(r.original.type)),
    atom_count: countAtoms(structure),
    residue_count: sequence.replace(/\//g, '').length,
  };
}
