import { type AssembledPose } from './assemble.ts';
export type ResultPoseFacts = Pick<AssembledPose, 'sequence' | 'report' | 'has_ligands' | 'has_nucleic_acids' | 'atom_count' | 'residue_count'>;
/**
 * What the structure loader records of a pose, for a job's output: an engine writes exactly the
 * residues it kept, so every residue counts as chosen (the loader's defaults would drop ligands).
 * Like the loader's, every fact comes from the structure file, never from what the engine (or a
 * client importing results) says of it.
 */
export declare function resultPoseFacts(pdb: string, label: string): ResultPoseFacts;
