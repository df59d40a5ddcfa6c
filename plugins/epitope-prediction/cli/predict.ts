// npm run predict:epitopes -- <peptides.csv>
// Reads `allele,peptide` rows and prints `allele,peptide,ic50_nM,rank_percent` with the predictor
// the server uses (BENCH_EPITOPE_MATRIX_DIR when set, otherwise the shipped parameters).
import { readFileSync } from 'node:fs';
import { configuredPredictor } from '../src/node/configuredPredictor.ts';
import { parsePeptideCsv, PeptideCsvError, predictionCsv } from '../src/predictor/index.ts';

function fail(message: string): never {
  process.stderr.write(`predict:epitopes: ${message}\n`);
  process.exit(2);
}

const path = process.argv[2];
if (!path || process.argv.length > 3)
  fail('usage: npm run predict:epitopes -- <peptides.csv>  (columns allele,peptide)');

let text = '';
try {
  text = readFileSync(path, 'utf8');
} catch (error) {
  fail(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
}

try {
  process.stdout.write(predictionCsv(configuredPredictor(), parsePeptideCsv(text)));
} catch (error) {
  if (error instanceof PeptideCsvError) fail(`${path}: ${error.message}`);
  fail((error as Error).message);
}
