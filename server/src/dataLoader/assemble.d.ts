import { poseReport, type ResidueType, type Structure, type SelectedResidue } from '@bench/structure';
export declare const NUCLEIC: ReadonlySet<ResidueType>;
export interface AssembledPose {
    pdb: string;
    sequence: string;
    report: ReturnType<typeof poseReport>;
    has_ligands: boolean;
    has_nucleic_acids: boolean;
    atom_count: number;
    residue_count: number;
}
export declare function countAtoms(structure: Structure): number;
/** Validates with the loader rules (422 with their texts) and assembles the pose's PDB text. */
export declare function assembleLoadedPose(pdbFileData: string, selected: SelectedResidue[], allowedTypes: readonly ResidueType[]): AssembledPose;
