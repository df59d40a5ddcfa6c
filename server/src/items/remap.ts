import { newId } from '../ids.ts';

/** Fresh ids for a set of items, so copies keep pointing at each other. */
export function freshIds(ids: Iterable<string>): Map<string, string> {
  return new Map([...ids].map((id) => [id, newId()]));
}

/**
 * Replaces every string equal to a mapped id, at any depth. Ids are 24 random hex characters, so
 * any such string in a copied item is a reference to another copied item.
 */
export function remapIds<T>(value: T, map: Map<string, string>): T {
  if (typeof value === 'string') return (map.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((v) => remapIds(v, map)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, remapIds(v, map)])) as T;
  }
  return value;
}
