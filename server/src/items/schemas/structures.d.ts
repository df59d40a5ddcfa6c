/** spec 2 §3: pose collections and poses. */
export declare const poseCollections: import("@bench/sdk/backend").TypeSchemas;
/**
 * Structure facts: computed from the structure file when it is stored (the loader's assembly, a
 * job's results) and the only input of prices and availability rules, so no client writes them.
 */
export declare const POSE_STRUCTURE_FACTS: readonly ['sequence', 'report', 'has_ligands', 'has_nucleic_acids', 'atom_count', 'residue_count'];
export declare const poses: import("@bench/sdk/backend").TypeSchemas;
/** spec 2 §3: sequence collections and sequences. */
export declare const sequenceCollections: import("@bench/sdk/backend").TypeSchemas;
export declare const sequences: import("@bench/sdk/backend").TypeSchemas;
/** spec 1 §3: selectors hold ascending 1-based residue positions. */
export declare const selectors: import("@bench/sdk/backend").TypeSchemas;
export declare const freeLigands: import("@bench/sdk/backend").TypeSchemas;
