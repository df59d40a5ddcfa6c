/** The loader's residue operations (spec §4): delete, undelete, reset to default and convert a selection. */
import { defaultChoice, type Choice, type LoaderResidue } from '@bench/structure';

export interface EnabledOperations {
  delete: boolean;
  undelete: boolean;
  setDefault: boolean;
  convert: boolean;
}

function sameChoice(a: Choice | null, b: Choice | null): boolean {
  return a === b || (a !== null && b !== null && a.name3 === b.name3 && a.type === b.type);
}

function update(
  residues: LoaderResidue[],
  selected: readonly number[],
  change: (r: LoaderResidue) => Choice | null,
): LoaderResidue[] {
  const picked = new Set(selected);
  return residues.map((r, i) => {
    if (!picked.has(i)) return r;
    const chosen = change(r);
    return sameChoice(chosen, r.chosen) ? r : { ...r, chosen };
  });
}

/** Which operations the panel enables for a selection (spec §4). */
export function enabledOperations(residues: LoaderResidue[], selected: readonly number[]): EnabledOperations {
  const picked = selected.map((i) => residues[i]).filter((r): r is LoaderResidue => r !== undefined);
  return {
    delete: picked.some((r) => r.chosen !== null),
    undelete: picked.some((r) => r.chosen === null && r.choices.length > 0),
    setDefault: picked.some((r) => !sameChoice(r.chosen, defaultChoice(r))),
    convert: picked.length === 1 && picked[0]!.choices.length > 1,
  };
}

export function deleteResidues(residues: LoaderResidue[], selected: readonly number[]): LoaderResidue[] {
  return update(residues, selected, () => null);
}

/** Deleted residues get their default back; residues whose default is deletion get their first choice. */
export function undeleteResidues(residues: LoaderResidue[], selected: readonly number[]): LoaderResidue[] {
  return update(residues, selected, (r) => r.chosen ?? defaultChoice(r) ?? r.choices[0] ?? null);
}

export function setDefault(residues: LoaderResidue[], selected: readonly number[]): LoaderResidue[] {
  return update(residues, selected, (r) => defaultChoice(r));
}

/** Converts exactly one residue to one of its choices; throws on any other use (spec §5). */
export function convertResidue(
  residues: LoaderResidue[],
  selected: readonly number[],
  target: Choice | null | undefined,
): LoaderResidue[] {
  if (selected.length !== 1 || !target) throw new Error('Conversion requires exactly one index and a target.');
  const residue = residues[selected[0]!];
  const choice = residue?.choices.find((c) => sameChoice(c, target));
  if (!residue || !choice) throw new Error(`${target.name3} is not a choice for residue ${selected[0]}.`);
  return update(residues, selected, () => choice);
}
