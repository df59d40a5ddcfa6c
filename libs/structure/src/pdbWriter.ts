/** Fixed-column PDB record writers (wwPDB format v3.3 column layout). */

export interface AtomRecord {
  hetero: boolean;
  serial: number;
  name: string;
  altLoc: string;
  name3: string;
  chain: string;
  resid: number;
  icode: string;
  x: number;
  y: number;
  z: number;
  occupancy: number;
  b: number;
  element: string;
  charge: string;
}

function right(value: string | number, width: number): string {
  return String(value).padStart(width, ' ');
}

function fixed(value: number, digits: number, width: number): string {
  return value.toFixed(digits).padStart(width, ' ');
}

/**
 * Atom names are aligned so the element symbol sits in columns 13-14: " CA " is a carbon, "CA  " a
 * calcium. Readers that infer the element from the name depend on this.
 */
export function atomNameField(name: string, element: string): string {
  if (name.length >= 4) return name.substring(0, 4);
  if (element.length === 2 && name.toUpperCase().startsWith(element)) return name.padEnd(4, ' ');
  return ` ${name}`.padEnd(4, ' ');
}

function residueNameField(name3: string): string {
  return name3.length > 3 ? name3.substring(0, 4) : `${right(name3, 3)} `;
}

export function formatAtom(a: AtomRecord): string {
  return (
    (a.hetero ? 'HETATM' : 'ATOM  ') +
    right(a.serial, 5) +
    ' ' +
    atomNameField(a.name, a.element) +
    (a.altLoc || ' ') +
    residueNameField(a.name3) +
    (a.chain || ' ') +
    right(a.resid, 4) +
    (a.icode || ' ') +
    '   ' +
    fixed(a.x, 3, 8) +
    fixed(a.y, 3, 8) +
    fixed(a.z, 3, 8) +
    fixed(a.occupancy, 2, 6) +
    fixed(a.b, 2, 6) +
    '          ' +
    right(a.element, 2) +
    (a.charge || '').padEnd(2, ' ')
  );
}

export function formatTer(serial: number, name3: string, chain: string, resid: number, icode: string): string {
  return `TER   ${right(serial, 5)}      ${residueNameField(name3)}${chain || ' '}${right(resid, 4)}${icode || ' '}`.padEnd(
    80,
    ' ',
  );
}
