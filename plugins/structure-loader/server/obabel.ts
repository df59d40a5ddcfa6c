import { spawn } from 'node:child_process';
import { HttpError } from '@bench/sdk/backend';
import { DATA_LOADER_MESSAGES } from '../src/wire.ts';

const TIMEOUT_MS = 15_000;
const MAX_OUTPUT = 1024 * 1024;

/** Formats getLigand offers, and Open Babel's name for each. */
export const LIGAND_FORMATS: Record<string, string> = {
  smiles: 'smi',
  can: 'can',
  inchi: 'inchi',
  inchikey: 'inchikey',
  sdf: 'sdf',
  mol: 'mol',
};

/** Runs `obabel -ipdb -o<format>` on PDB text; 501 ENGINE_MISSING when Open Babel is not installed. */
function runObabel(pdb: string, format: string, command = process.env.BENCH_OBABEL ?? 'obabel'): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, ['-ipdb', `-o${format}`], { stdio: ['pipe', 'pipe', 'pipe'], timeout: TIMEOUT_MS });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      if (out.length > MAX_OUTPUT) child.kill('SIGKILL');
    });
    child.stderr.resume();
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT' ? new HttpError(501, 'ENGINE_MISSING', DATA_LOADER_MESSAGES.obabelMissing) : error,
      );
    });
    child.on('close', (code, signal) => {
      if (signal)
        return reject(new HttpError(422, 'CONVERSION_FAILED', 'Open Babel did not finish converting this ligand.'));
      if (code !== 0) return reject(new HttpError(422, 'CONVERSION_FAILED', `Open Babel failed (exit code ${code}).`));
      resolve(out);
    });
    child.stdin.on('error', () => {}); // the close handler reports a child that exits early
    child.stdin.end(pdb);
  });
}

/** The ligand in the requested format; SMILES-like outputs lose Open Babel's trailing title column. */
export async function convertLigand(pdb: string, outputFormat: string): Promise<string> {
  const format = LIGAND_FORMATS[outputFormat]!;
  const out = await runObabel(pdb, format);
  const data =
    format === 'smi' || format === 'can' || format === 'inchi' || format === 'inchikey'
      ? (out.trim().split(/\s+/)[0] ?? '')
      : out;
  if (data.trim() === '')
    throw new HttpError(422, 'CONVERSION_FAILED', 'Open Babel found no molecule in this PDB text.');
  return data;
}
