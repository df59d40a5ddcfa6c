/** What the loader sends to and gets back from the data loader routes (server/API.md 'Data loader'), beyond @bench/structure's shared shapes. */
import type { LoaderResidue, SelectedResidue } from '@bench/structure';

/** Reply of POST /api/sessions/{sid}/getLigand: one ligand converted to the asked format. */
export interface GetLigandReply {
  format: string;
  data: string;
}

/** Only what the assembler reads of a loader residue. */
export function selectedResidue(residue: LoaderResidue): SelectedResidue {
  return { original: residue.original, chosen: residue.chosen };
}
