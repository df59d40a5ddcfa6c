/**
 * Atom coordinates of the first record of an SDF/MOL text, V2000 or V3000 (pure; browser and
 * server). Engines use it to place a free ligand's real atoms; it does no chemistry.
 */
export interface MolfileAtom {
  element: string;
  x: number;
  y: number;
  z: number;
}

export interface Molfile {
  title: string;
  atoms: MolfileAtom[];
  /** 1-based atom index pairs */
  bonds: [number, number][];
}

export class MolfileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MolfileError';
  }
}

function readV2000Block(lines: string[]): Pick<Molfile, 'atoms' | 'bonds'> {
  const counts = lines[3] ?? '';
  const atomCount = Number(counts.slice(0, 3));
  const bondCount = Number(counts.slice(3, 6));
  if (!Number.isInteger(atomCount) || !Number.isInteger(bondCount))
    throw new MolfileError('Unreadable molfile counts line');
  if (lines.length < 4 + atomCount + bondCount) throw new MolfileError('Molfile ends before its atom and bond blocks');
  const atoms = lines.slice(4, 4 + atomCount).map((line) => ({
    x: Number(line.slice(0, 10)),
    y: Number(line.slice(10, 20)),
    z: Number(line.slice(20, 30)),
    element: line.slice(31, 34).trim(),
  }));
  const bonds = lines
    .slice(4 + atomCount, 4 + atomCount + bondCount)
    .map((line) => [Number(line.slice(0, 3)), Number(line.slice(3, 6))] as [number, number]);
  return { atoms, bonds };
}

function readV3000Block(lines: string[]): Pick<Molfile, 'atoms' | 'bonds'> {
  const atoms: MolfileAtom[] = [];
  const bonds: [number, number][] = [];
  let block: 'atom' | 'bond' | null = null;
  for (const raw of lines) {
    if (!raw.startsWith('M  V30 ')) continue;
    const body = raw.slice(7).trim();
    if (body === 'BEGIN ATOM') block = 'atom';
    else if (body === 'BEGIN BOND') block = 'bond';
    else if (body.startsWith('END ')) block = null;
    else if (block === 'atom') {
      const [, element, x, y, z] = body.split(/\s+/);
      atoms.push({ element: element ?? '', x: Number(x), y: Number(y), z: Number(z) });
    } else if (block === 'bond') {
      const [, , a, b] = body.split(/\s+/);
      bonds.push([Number(a), Number(b)]);
    }
  }
  return { atoms, bonds };
}

/** Reads the first record; throws MolfileError when it has no readable atoms. */
export function readMolfile(text: string): Molfile {
  const record = text.replace(/\r\n?/g, '\n').split('\n$$$$')[0] ?? '';
  const lines = record.split('\n');
  const counts = lines[3] ?? '';
  const table = counts.includes('V3000') ? readV3000Block(lines) : readV2000Block(lines);
  const bad = table.atoms.some((a) => !a.element || ![a.x, a.y, a.z].every(Number.isFinite));
  if (table.atoms.length === 0 || bad) throw new MolfileError('The molfile has no readable atoms');
  return { title: (lines[0] ?? '').trim(), ...table };
}
