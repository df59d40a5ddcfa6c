/** Backbone atoms of PDB text by residue number (one chain), and loop geometry measures for the tests. */
export type Xyz = [number, number, number];

export function atomsByResidue(pdb: string): Map<number, Map<string, Xyz>> {
  const residues = new Map<number, Map<string, Xyz>>();
  for (const line of pdb.split('\n')) {
    if (!/^(ATOM|HETATM)/.test(line)) continue;
    const resid = Number(line.slice(22, 26));
    if (!residues.has(resid)) residues.set(resid, new Map());
    residues
      .get(resid)!
      .set(line.slice(12, 16).trim(), [
        Number(line.slice(30, 38)),
        Number(line.slice(38, 46)),
        Number(line.slice(46, 54)),
      ]);
  }
  return residues;
}

export const dist = (a: Xyz, b: Xyz): number => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** C(i)–N(i+1) and Cα(i)–Cα(i+1) for i from first - 1 to last. */
export function joins(pdb: string, first: number, last: number): { peptide: number[]; caStep: number[] } {
  const atoms = atomsByResidue(pdb);
  const peptide: number[] = [];
  const caStep: number[] = [];
  for (let i = first - 1; i <= last; i++) {
    const r = atoms.get(i)!;
    const s = atoms.get(i + 1)!;
    peptide.push(dist(r.get('C')!, s.get('N')!));
    caStep.push(dist(r.get('CA')!, s.get('CA')!));
  }
  return { peptide, caStep };
}

/**
 * The PDB text with every atom of residue `resid` moved by `length` Å away from the midpoint of
 * its neighbours' Cα atoms (outward from the chain), which stretches both its Cα–Cα steps.
 */
export function movedOut(pdb: string, resid: number, length: number): string {
  const atoms = atomsByResidue(pdb);
  const [a, b, c] = [atoms.get(resid - 1)!.get('CA')!, atoms.get(resid)!.get('CA')!, atoms.get(resid + 1)!.get('CA')!];
  const out = [0, 1, 2].map((k) => b[k]! - (a[k]! + c[k]!) / 2);
  const norm = Math.hypot(...out);
  const shift = out.map((v) => (v / norm) * length);
  return pdb
    .split('\n')
    .map((line) => {
      if (!/^(ATOM|HETATM)/.test(line) || Number(line.slice(22, 26)) !== resid) return line;
      const xyz = [0, 1, 2].map((k) => (Number(line.slice(30 + 8 * k, 38 + 8 * k)) + shift[k]!).toFixed(3).padStart(8));
      return line.slice(0, 30) + xyz.join('') + line.slice(54);
    })
    .join('\n');
}
