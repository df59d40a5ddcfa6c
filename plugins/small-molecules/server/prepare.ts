import { LIGAND_MESSAGES } from '@bench/structure';
import { HttpError } from '@bench/sdk/backend';
import { ligandFilesProblem } from '../src/ligandFiles.ts';
import { readMolecule } from './rdkit.ts';
import { SdfFormatError, splitSdf, type SdfRecord } from './sdf.ts';

/** One molecule ready to store: the free_ligands body and the SDF record kept in `structures`. */
export interface PreparedLigand {
  body: Record<string, unknown>;
  sdf: string;
}

/** 422 naming the file, the record (1-based, as a chemist counts) and why it failed. */
function recordError(fileName: string, index: number, name: string, reason: string): HttpError {
  const which = name ? `record ${index + 1} (${name})` : `record ${index + 1}`;
  return new HttpError(422, 'INVALID_SDF', `${LIGAND_MESSAGES.submitError}: ${fileName}, ${which}: ${reason}`);
}

/** Title line, else the <id> item, else the first data item, else file name and record number. */
export function ligandName(record: SdfRecord, fileName: string): string {
  const first = Object.values(record.fields)[0];
  return (
    record.title ||
    record.fields.id ||
    first?.split('\n')[0] ||
    `${fileName.replace(/\.[^.]+$/, '')} ${record.index + 1}`
  );
}

/**
 * Every molecule of every file, or an error for the first bad one: the caller stores all of them
 * in one transaction or none.
 */
export async function prepareLigands(fileNames: string[], files: string[]): Promise<PreparedLigand[]> {
  const problem = ligandFilesProblem(fileNames);
  if (problem) throw new HttpError(400, 'UNSUPPORTED_FILE', problem);
  const prepared: PreparedLigand[] = [];
  for (const [i, fileName] of fileNames.entries()) {
    let records: SdfRecord[];
    try {
      records = splitSdf(files[i]);
    } catch (error) {
      if (error instanceof SdfFormatError) throw recordError(fileName, error.index, '', error.message);
      throw error;
    }
    if (records.length === 0)
      throw new HttpError(422, 'INVALID_SDF', `${LIGAND_MESSAGES.submitError}: ${fileName} holds no molecules`);
    for (const record of records) {
      const name = ligandName(record, fileName);
      const read = await readMolecule(record.molblock);
      if (!read.ok) throw recordError(fileName, record.index, name, read.reason);
      const chemistry = read.value;
      prepared.push({
        sdf: record.text,
        body: {
          name,
          model_type: 'ligand',
          format: 'sdf',
          smiles: chemistry.smiles,
          formula: chemistry.formula,
          atom_count: chemistry.atomCount,
          heavy_atom_count: chemistry.heavyAtomCount,
          data_fields: record.fields,
          source_file: fileName,
        },
      });
    }
  }
  return prepared;
}
