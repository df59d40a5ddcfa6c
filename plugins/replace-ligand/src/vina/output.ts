/**
 * Reads Vina's output PDBQT: one MODEL per binding mode, best first, each with its
 * `REMARK VINA RESULT` (affinity, kcal/mol; RMSD lower and upper bounds to the best mode) and,
 * in Vina 1.2, the INTER, INTRA and UNBOUND terms.
 */
export interface DockedAtom {
  serial: number;
  /** element, from the AutoDock atom type */
  element: string;
  x: number;
  y: number;
  z: number;
}

export interface VinaMode {
  affinity: number;
  inter: number | null;
  intra: number | null;
  atoms: DockedAtom[];
}

/** AutoDock 4 atom types that are not element symbols (A aromatic carbon, OA/NA/SA acceptors, HD donor H…). */
const AD_ELEMENTS: Record<string, string> = {
  A: 'C',
  NA: 'N',
  NS: 'N',
  OA: 'O',
  OS: 'O',
  SA: 'S',
  HD: 'H',
  HS: 'H',
  G: 'C',
  G0: 'C',
  G1: 'C',
  G2: 'C',
  G3: 'C',
  CG0: 'C',
  CG1: 'C',
};

export function elementOfType(type: string): string {
  const t = type.trim();
  const element = AD_ELEMENTS[t] ?? t;
  return element.length === 2 ? element[0]! + element[1]!.toLowerCase() : element;
}

function remark(lines: readonly string[], label: string): number | null {
  const line = lines.find((l) => l.startsWith(`REMARK ${label}`));
  const value = line ? Number(line.slice(`REMARK ${label}`.length).trim().split(/\s+/)[0]) : NaN;
  return Number.isFinite(value) ? value : null;
}

export function readVinaModes(pdbqt: string): VinaMode[] {
  const modes: VinaMode[] = [];
  for (const block of pdbqt.split(/^MODEL\s+\d+\s*$/m).slice(1)) {
    const lines = block.split('\n');
    const affinity = remark(lines, 'VINA RESULT:');
    if (affinity === null) throw new Error('Vina wrote a pose without its score.');
    const atoms = lines
      .filter((l) => l.startsWith('ATOM') || l.startsWith('HETATM'))
      .map((l) => ({
        serial: Number(l.slice(6, 11)),
        element: elementOfType(l.slice(77, 79)),
        x: Number(l.slice(30, 38)),
        y: Number(l.slice(38, 46)),
        z: Number(l.slice(46, 54)),
      }));
    modes.push({ affinity, inter: remark(lines, 'INTER:'), intra: remark(lines, 'INTRA:'), atoms });
  }
  return modes;
}
