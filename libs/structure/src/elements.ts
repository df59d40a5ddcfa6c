const SYMBOLS =
  'H HE LI BE B C N O F NE NA MG AL SI P S CL AR K CA SC TI V CR MN FE CO NI CU ZN GA GE AS SE BR KR ' +
  'RB SR Y ZR NB MO TC RU RH PD AG CD IN SN SB TE I XE CS BA LA CE PR ND PM SM EU GD TB DY HO ER TM YB LU ' +
  'HF TA W RE OS IR PT AU HG TL PB BI PO AT RN FR RA AC TH PA U NP PU AM CM BK CF ES FM MD NO LR D';

/** Upper-case element symbols (plus D for deuterium, as used in PDB files). */
export const ELEMENTS: ReadonlySet<string> = new Set(SYMBOLS.split(' '));

export function isElement(symbol: string): boolean {
  return ELEMENTS.has(symbol.toUpperCase());
}

export function isHydrogen(element: string): boolean {
  return element === 'H' || element === 'D';
}

const POLYMER_NAMES = new Set([
  'ALA',
  'ARG',
  'ASN',
  'ASP',
  'CYS',
  'GLN',
  'GLU',
  'GLY',
  'HIS',
  'ILE',
  'LEU',
  'LYS',
  'MET',
  'PHE',
  'PRO',
  'SER',
  'THR',
  'TRP',
  'TYR',
  'VAL',
  'DA',
  'DC',
  'DG',
  'DT',
  'A',
  'C',
  'G',
  'U',
]);

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/**
 * Element from the 4-column PDB atom name field (columns 13-16), for files whose element column is
 * blank. PDB convention right-aligns the element in columns 13-14: " CA " is carbon, "CA  " calcium.
 * Four-letter hydrogen names ("HD21") and names in standard residues are read as one-letter elements,
 * since standard residues hold no two-letter elements.
 */
export function inferElement(nameField: string, residueName: string): string {
  const field = nameField.padEnd(4, ' ');
  const c0 = field.charCodeAt(0);
  const c1 = field.charCodeAt(1);
  if (!isLetter(c0)) {
    // " CA ", "1HB ": element starts in column 14.
    return isLetter(c1) ? field[1]!.toUpperCase() : '';
  }
  const first = field[0]!.toUpperCase();
  const two = field.substring(0, 2).toUpperCase();
  if (first === 'H' && field.charCodeAt(3) !== 32 && !ELEMENTS.has(residueName.trim())) return 'H';
  if (isLetter(c1) && ELEMENTS.has(two) && !POLYMER_NAMES.has(residueName.trim())) return two;
  return ELEMENTS.has(first) ? first : '';
}

/** Element from a bare atom name (mmCIF without type_symbol): ions named like their residue keep two letters. */
export function inferElementFromName(name: string, residueName: string): string {
  const upper = name.toUpperCase();
  if (upper === residueName.toUpperCase() && ELEMENTS.has(upper)) return upper;
  const letter = upper.replace(/^[0-9]+/, '').charAt(0);
  return ELEMENTS.has(letter) ? letter : '';
}
