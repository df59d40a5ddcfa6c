import {
  analyzeStructure,
  assemblePdb,
  countAtoms,
  NUCLEIC_TYPES,
  parseStructure,
  poseReport,
  sequenceOf,
  validateLoader,
  type LoaderResidue,
  type PoseFacts,
  type ResidueType,
  type Structure,
} from '@bench/structure';
import { badRequest, firstProblems, HttpError } from '@bench/sdk/backend';
import type { SelectedResidue } from '../src/wire.ts';
import { parseOrThrow } from './analyze.ts';

export interface AssembledPose extends PoseFacts {
  pdb: string;
}

function describe(k: number, r: SelectedResidue['original']['pdbData']): string {
  return `residue ${k + 1} (${r.name3} ${r.chain || '_'}${r.resid}${r.icode})`;
}

/**
 * The server's own analysis with the client's chosen residues put in: every residue must be the
 * one at that place in the file, and each choice one the server offers (the whitelist applies).
 */
function applyChoices(
  structure: Structure,
  selected: SelectedResidue[],
  allowedTypes: readonly ResidueType[],
): LoaderResidue[] {
  const residues = analyzeStructure(structure, { allowedTypes }).residues;
  if (selected.length !== residues.length) {
    throw badRequest(`selectedResidues: ${selected.length} residues sent for a structure with ${residues.length}`);
  }
  return residues.map((residue, k) => {
    const mine = residue.original.pdbData;
    const theirs = selected[k]!.original.pdbData;
    if (
      mine.chain !== theirs.chain ||
      mine.resid !== theirs.resid ||
      mine.icode !== theirs.icode ||
      mine.name3 !== theirs.name3
    ) {
      throw badRequest(`selectedResidues: ${describe(k, theirs)} does not match the structure`);
    }
    const chosen = selected[k]!.chosen;
    if (chosen === null) return { ...residue, chosen: null };
    const choice = residue.choices.find((c) => c.name3 === chosen.name3 && c.type === chosen.type);
    if (!choice)
      throw badRequest(`selectedResidues: ${chosen.name3} (${chosen.type}) is not a choice for ${describe(k, theirs)}`);
    return { ...residue, chosen: choice };
  });
}

/** Validates with the loader rules (422 with their texts) and assembles the pose's PDB text. */
export function assembleLoadedPose(
  pdbFileData: string,
  selected: SelectedResidue[],
  allowedTypes: readonly ResidueType[],
): AssembledPose {
  const structure = parseOrThrow(pdbFileData, 'pdbFileData');
  const residues = applyChoices(structure, selected, allowedTypes);
  const { errors } = validateLoader(residues);
  if (errors.length > 0) throw new HttpError(422, 'LOADER_INVALID', firstProblems(errors));
  const pdb = assemblePdb(structure, residues);
  const assembled = parseStructure(pdb);
  const report = poseReport(residues);
  const chosen = residues.filter((r) => r.chosen !== null);
  return {
    pdb,
    sequence: sequenceOf(assembled),
    report,
    has_ligands: report.ligands.length > 0,
    has_nucleic_acids: chosen.some((r) => NUCLEIC_TYPES.has(r.chosen!.type)),
    atom_count: countAtoms(assembled),
    residue_count: chosen.length,
  };
}
