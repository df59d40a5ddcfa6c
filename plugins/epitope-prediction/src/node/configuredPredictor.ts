import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import shipped from '../../params/epitope-matrices.json';
import {
  backgroundPeptides,
  createPredictor,
  fastaSequences,
  parseIedbMatrix,
  rankTableOf,
  shippedPredictor,
  type EpitopePredictor,
} from '../predictor/index.ts';

/** The setting that points at a directory of IEDB-format matrix files (sites holding a licence). */
export const MATRIX_DIR_SETTING = 'BENCH_EPITOPE_MATRIX_DIR';

const BACKGROUND_FASTA = join(import.meta.dirname, '..', '..', 'params', 'background-proteins.fasta');

/**
 * Predictor from every `<allele>-<length>.txt` matrix in a directory. Percentile ranks are measured
 * against the same natural background peptides as the shipped model. Throws naming the first bad file.
 */
export function matrixDirectoryPredictor(directory: string): EpitopePredictor {
  const files = readdirSync(directory)
    .filter((name) => name.endsWith('.txt'))
    .sort();
  if (files.length === 0)
    throw new Error(`${MATRIX_DIR_SETTING}=${directory} holds no <allele>-<length>.txt matrix files`);
  const proteins = fastaSequences(readFileSync(BACKGROUND_FASTA, 'utf8'));
  const background = new Map<number, string[]>();
  const models = files.map((name) => {
    const matrix = parseIedbMatrix(name, readFileSync(join(directory, name), 'utf8'));
    if (!background.has(matrix.length)) background.set(matrix.length, backgroundPeptides(proteins, matrix.length));
    return { matrix, ranks: rankTableOf(matrix, background.get(matrix.length)!, shipped.rankGrid) };
  });
  return createPredictor(`IEDB-format matrices in ${directory}`, models);
}

/** The predictor this installation uses: the site's matrix directory when set, otherwise the shipped one. */
export function configuredPredictor(env: Record<string, string | undefined> = process.env): EpitopePredictor {
  const directory = env[MATRIX_DIR_SETTING];
  return directory ? matrixDirectoryPredictor(directory) : shippedPredictor();
}
