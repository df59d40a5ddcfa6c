import { formatAtom, type Molfile } from '@bench/structure';

/** Hill order: C, then H, then the rest alphabetically; without carbon, all alphabetically. */
export function hillFormula(elements: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const element of elements) counts.set(element, (counts.get(element) ?? 0) + 1);
  const hasCarbon = counts.has('C');
  const order = [...counts.keys()].sort((a, b) => {
    const rank = (e: string) => (hasCarbon ? (e === 'C' ? 0 : e === 'H' ? 1 : 2) : 2);
    return rank(a) - rank(b) || a.localeCompare(b);
  });
  return order.map((e) => (counts.get(e)! > 1 ? `${e}${counts.get(e)}` : e)).join('');
}

/**
 * One HETATM residue 'LIG' (chain A, residue 1) with atom names element + serial, and CONECT
 * records for every bond, so viewers draw the molfile's bonds rather than guessing them.
 */
export function molTableToPdb(table: Pick<Molfile, 'atoms' | 'bonds'>, title: string): string {
  const lines = [`COMPND    ${title.slice(0, 70)}`];
  table.atoms.forEach((atom, i) => {
    lines.push(
      formatAtom({
        hetero: true,
        serial: i + 1,
        name: `${atom.element}${i + 1}`.slice(0, 4),
        altLoc: '',
        name3: 'LIG',
        chain: 'A',
        resid: 1,
        icode: '',
        x: atom.x,
        y: atom.y,
        z: atom.z,
        occupancy: 1,
        b: 0,
        element: atom.element.toUpperCase(),
        charge: '',
      }),
    );
  });
  const partners = new Map<number, number[]>();
  for (const [a, b] of table.bonds) {
    partners.set(a, [...(partners.get(a) ?? []), b]);
    partners.set(b, [...(partners.get(b) ?? []), a]);
  }
  for (const [atom, bonded] of [...partners].sort((x, y) => x[0] - y[0])) {
    for (let i = 0; i < bonded.length; i += 4) {
      lines.push(`CONECT${[atom, ...bonded.slice(i, i + 4)].map((n) => String(n).padStart(5, ' ')).join('')}`);
    }
  }
  lines.push('END');
  return `${lines.join('\n')}\n`;
}
