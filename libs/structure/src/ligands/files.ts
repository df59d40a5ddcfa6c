/** Free ligands as the plugins that list and use them see them (spec 2 §2.1, §5, §8). */
import type { BaseItem } from '@bench/sdk/model';

export const LIGAND_MESSAGES = {
  hint: 'Load small molecules to create new collections.',
  submitError: 'Error submitting SDF file(s)',
  fetchError: 'Something went wrong while fetching free ligands.',
} as const;

/** A free ligand as the server stores it (structure text lives apart, fetched by getPdb). */
export interface FreeLigand extends BaseItem {
  name: string;
  model_type: 'ligand';
  format: 'sdf';
  smiles: string | null;
  formula: string | null;
  atom_count: number;
  heavy_atom_count: number;
  /** the SDF record's data items, in file order */
  data_fields: Record<string, string>;
  source_file: string;
}
