import { entityKind } from './chainEntities.ts';
import { isHydrogen } from './elements.ts';
import type { LoaderResidue } from './loaderTypes.ts';
import { formatAtom, formatTer } from './pdbWriter.ts';
import { CONVERSION_RENAMES, normalizeAtomName, standardAtoms } from './residueTables.ts';
import { residueName } from './residueTypes.ts';
import type { Structure } from './types.ts';

/**
 * PDB text of the pose the loader accepted: the chosen residues of the first model in file order,
 * one conformer each (the kept altLoc, written with a blank altLoc), atoms renumbered from 1, TER
 * after each polymer chain, END at the end.
 *
 * A converted residue (e.g. MSE -> MET) is renamed and written as ATOM; it keeps only the heavy
 * atoms whose names belong to the parent (after CONVERSION_RENAMES, which turns MSE's SE into SD
 * with element S). Hydrogens and modification atoms are dropped; coordinates are not re-modelled.
 *
 * `residues` must be the analysis' residue list (same order and length), edited by the loader rules.
 */
export function assemblePdb(structure: Structure, residues: LoaderResidue[]): string {
  const model = structure.models[0];
  const source = model?.residues ?? [];
  if (source.length !== residues.length) {
    throw new Error(`assemblePdb: ${residues.length} loader residues for a structure with ${source.length} residues`);
  }
  const atoms = structure.atoms;
  const lines: string[] = [];
  let serial = 0;
  let openChain: { name3: string; chain: string; resid: number; icode: string } | null = null;
  const closeChain = (): void => {
    if (!openChain) return;
    lines.push(formatTer(++serial, openChain.name3, openChain.chain, openChain.resid, openChain.icode));
    openChain = null;
  };

  residues.forEach((loaderResidue, k) => {
    const residue = source[k]!;
    const { pdbData } = loaderResidue.original;
    if (
      residueName(residue, pdbData.altLoc) !== pdbData.name3 ||
      residue.resid !== pdbData.resid ||
      residue.chain !== pdbData.chain
    ) {
      throw new Error(
        `assemblePdb: residue ${k} is ${residueName(residue, pdbData.altLoc)} ${residue.resid} in the structure but ${pdbData.name3} ${pdbData.resid} in the loader`,
      );
    }
    const chosen = loaderResidue.chosen;
    if (!chosen) return;
    const polymer = entityKind(chosen.type) === 'polymer';
    if (openChain && (!polymer || openChain.chain !== residue.chain)) closeChain();
    const converted = chosen.name3 !== pdbData.name3;
    const keep = converted ? standardAtoms(chosen.name3) : null;
    const renames = converted ? CONVERSION_RENAMES[pdbData.name3] : undefined;
    for (let i = residue.atomStart; i < residue.atomEnd; i++) {
      const altLoc = atoms.altLoc[i]!;
      if (altLoc !== '' && altLoc !== pdbData.altLoc) continue;
      let name = atoms.name[i]!;
      let element = atoms.element[i]!;
      if (converted) {
        const rename = renames?.[name];
        if (rename) ({ name, element } = rename);
        name = normalizeAtomName(name);
        if (isHydrogen(element) || !keep?.has(name)) continue;
      }
      lines.push(
        formatAtom({
          hetero: converted ? false : residue.hetero,
          serial: ++serial,
          name,
          altLoc: '',
          name3: chosen.name3,
          chain: residue.chain,
          resid: residue.resid,
          icode: residue.icode,
          x: atoms.x[i]!,
          y: atoms.y[i]!,
          z: atoms.z[i]!,
          occupancy: atoms.occupancy[i]!,
          b: atoms.b[i]!,
          element,
          charge: atoms.charge[i]!,
        }),
      );
    }
    if (polymer) openChain = { name3: chosen.name3, chain: residue.chain, resid: residue.resid, icode: residue.icode };
  });
  closeChain();
  lines.push('END'.padEnd(80, ' '));
  return `${lines.join('\n')}\n`;
}
