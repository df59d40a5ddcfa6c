import type { Queryable } from '../db/types.ts';
export type StructureFormat = 'pdb' | 'sdf' | 'mol';
/** Stores (or replaces) the structure text of a pose or free ligand. */
export declare function saveStructure(db: Queryable, row: {
    itemId: string;
    sessionId: string;
    data: string;
    format?: StructureFormat;
}): Promise<void>;
/** Structure text by item id, for items of this session only (missing ids are left out). */
export declare function loadStructures(db: Queryable, sessionId: string, itemIds: string[]): Promise<Map<string, string>>;
export declare function deleteStructuresOfSession(db: Queryable, sessionId: string): Promise<void>;
/** Copies structures to new items (session clone, collection import): `idMap` old id → new id. */
export declare function copyStructures(db: Queryable, fromSession: string, toSession: string, idMap: Map<string, string>): Promise<void>;
