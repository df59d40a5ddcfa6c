import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpError, badRequest } from '@bench/sdk/backend';
import { invalidPdbCodeMessage } from '../src/sourceNames.ts';

const FETCH_TIMEOUT_MS = 15_000;
const EXTENSIONS = ['.pdb', '.cif'];

/** A directory mirror: `<dir>/<code>.pdb` or `.cif`, matched without regard to case. */
async function fromDirectory(dir: string, code: string): Promise<string | null> {
  const wanted = new Set(EXTENSIONS.map((ext) => `${code}${ext}`.toLowerCase()));
  const names = await readdir(dir).catch(() => [] as string[]);
  const name = names.find((n) => wanted.has(n.toLowerCase()));
  return name === undefined ? null : readFile(join(dir, name), 'utf8');
}

async function fromUrl(template: string, code: string): Promise<string | null> {
  const url = template.replaceAll('{code}', encodeURIComponent(code));
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch {
    throw new HttpError(
      502,
      'PDB_UNREACHABLE',
      `${code}: this server cannot reach the archive; set BENCH_PDB_URL to a reachable archive or a local mirror directory, or upload the file.`,
    );
  }
  if (response.status === 404 || response.status === 410) return null;
  if (!response.ok)
    throw new HttpError(502, 'PDB_UNREACHABLE', `The structure archive answered ${response.status} for ${code}.`);
  return response.text();
}

/** The entry's text from BENCH_PDB_URL (a URL template with {code}, or a local directory). */
export async function fetchPdbEntry(source: string, code: string): Promise<string> {
  const remote = /^https?:\/\//i.test(source);
  const text = remote ? await fromUrl(source, code) : await fromDirectory(source, code);
  if (text === null || text.trim() === '') throw badRequest(invalidPdbCodeMessage(code));
  return text;
}
