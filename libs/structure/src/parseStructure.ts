import { parseMmcif } from './mmcifParser.ts';
import { parsePdb } from './pdbParser.ts';
import type { Structure } from './types.ts';

/** Parses PDB or mmCIF text, telling them apart by the leading `data_` block header of CIF. */
export function parseStructure(text: string): Structure {
  const head = text.trimStart().substring(0, 5).toLowerCase();
  return head === 'data_' ? parseMmcif(text) : parsePdb(text);
}
