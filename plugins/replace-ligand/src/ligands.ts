/**
 * What ligand-aware actions know of ligands (spec 1 §3–§5): the ligands inside the source
 * structure (original_ligand) and the session's free ligands (new_ligand_id). Replace ligand
 * validates with them; loop rebuild clears stale replace-ligand ids the same way.
 */
import { analyzeStructure, parsePdb } from '@bench/structure';

/** A ligand residue of a structure, as a ligand-replacing job names its original ligand. */
export interface OriginalLigand {
  res_num: number | null;
  res_name: string;
  chain: string;
}

export interface ReplaceLigandParams {
  original_ligand: OriginalLigand;
  new_ligand_id: string | null;
}

/** Validation context keys: free ligands as a list or a record by id (the engine context's shape). */
export type LigandValidationContext = {
  freeLigands?: readonly { _id: string; name?: string }[] | Readonly<Record<string, { name?: string }>>;
};

export const NO_ORIGINAL_LIGAND: OriginalLigand = { res_num: null, res_name: '', chain: '' };

export function emptyReplaceLigand(): ReplaceLigandParams {
  return { original_ligand: { ...NO_ORIGINAL_LIGAND }, new_ligand_id: null };
}

/** Ids of the session's free ligands in the context (none when the context has no list). */
export function freeLigandIds(context: Record<string, unknown> | LigandValidationContext | undefined): string[] {
  const list = (context as LigandValidationContext | undefined)?.freeLigands;
  if (!list || typeof list !== 'object') return [];
  if (Array.isArray(list)) return list.map((l) => l?._id).filter((id): id is string => typeof id === 'string');
  return Object.keys(list);
}

/** A new_ligand_id that is not among the free ligands is cleared (spec 1 §4). */
export function clearStaleLigand(params: ReplaceLigandParams, freeIds: readonly string[]): ReplaceLigandParams {
  if (params.new_ligand_id === null || freeIds.includes(params.new_ligand_id)) return params;
  return { ...params, new_ligand_id: null };
}

/** True when chain, name and number are all given. */
export function isLigandChosen(ligand: Partial<OriginalLigand> | null | undefined): boolean {
  return Boolean(
    ligand &&
      typeof ligand.chain === 'string' &&
      ligand.chain !== '' &&
      typeof ligand.res_name === 'string' &&
      ligand.res_name !== '' &&
      typeof ligand.res_num === 'number' &&
      Number.isInteger(ligand.res_num),
  );
}

export function sameLigand(a: OriginalLigand, b: OriginalLigand): boolean {
  return a.chain === b.chain && a.res_name === b.res_name && a.res_num === b.res_num;
}

/**
 * Ligand residues (small molecules: not polymer, water or single ions) of a PDB text's first
 * model, in file order. A blank chain id is kept as ''.
 */
export function structureLigands(pdb: string): OriginalLigand[] {
  const analysis = analyzeStructure(parsePdb(pdb, { maxModels: 1 }));
  return analysis.ligands.map(({ residueIndex }) => {
    const { chain, resid, name3 } = analysis.residues[residueIndex]!.original.pdbData;
    return { chain, res_num: resid, res_name: name3 };
  });
}

/**
 * Ligands of a pose's stored report (PoseReport.ligands: ids like 'A:299' or '_:301A', '_' for a
 * blank chain); entries that do not read as chain:number are skipped.
 */
export function ligandsFromReport(report: unknown): OriginalLigand[] {
  const ligands = (report as { ligands?: unknown } | null | undefined)?.ligands;
  if (!Array.isArray(ligands)) return [];
  return ligands.flatMap((entry: { id?: unknown; name?: unknown }) => {
    const match = typeof entry?.id === 'string' ? /^([^:]+):(-?\d+)[A-Za-z]?$/.exec(entry.id) : null;
    if (!match || typeof entry.name !== 'string') return [];
    return [{ chain: match[1] === '_' ? '' : match[1]!, res_num: Number(match[2]), res_name: entry.name }];
  });
}

/** 'LIA 299 (chain A)': how a ligand is named in pickers. */
export function ligandLabel(ligand: OriginalLigand): string {
  return `${ligand.res_name} ${ligand.res_num ?? ''} (chain ${ligand.chain || '_'})`;
}
