/** The names a loader entry goes by: the PDB code in what was typed, an uploaded file's base name. */
import { fileExtension } from '@bench/structure';

/**
 * PDB code entry (spec 2 §5): 4 alphanumeric characters are extracted from what was typed —
 * a bare code ('1crn'), a file-like name ('1CRN.cif') or a labelled one ('pdb:4hhb'). Codes start
 * with a digit; an entry of exactly 4 alphanumerics is taken as typed. Upper-cased, or null.
 */
export function pdbCodeOf(entry: string): string | null {
  const compact = entry.replace(/[^A-Za-z0-9]/g, '');
  if (compact.length === 4) return compact.toUpperCase();
  const match = /(?:^|[^A-Za-z0-9])([0-9][A-Za-z0-9]{3})(?![A-Za-z0-9])/.exec(entry);
  return match ? match[1]!.toUpperCase() : null;
}

export function invalidPdbCodeMessage(code: string): string {
  return `${code} is not a valid pdb code`;
}

/** The name of a file without its extension. */
export function baseName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  const ext = fileExtension(base);
  return ext ? base.slice(0, -ext.length) : base;
}
