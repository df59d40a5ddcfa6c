/** Fresh ids for a set of items, so copies keep pointing at each other. */
export declare function freshIds(ids: Iterable<string>): Map<string, string>;
/**
 * Replaces every string equal to a mapped id, at any depth. Ids are 24 random hex characters, so
 * any such string in a copied item is a reference to another copied item.
 */
export declare function remapIds<T>(value: T, map: Map<string, string>): T;
