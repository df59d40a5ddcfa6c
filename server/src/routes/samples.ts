import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';

/** The shared public fixtures (../shared/fixtures beside the repository), present on developer machines only. */
const FIXTURES =
  process.env.BENCH_SAMPLE_FIXTURES ??
  join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'shared', 'fixtures');
const NAME = /^[a-z0-9][a-z0-9_.-]*\.(pdb|cif|fa|faa|sdf|mol)$/i;
const FOLDER: Record<string, string> = { pdb: 'pdb', cif: 'cif', fa: 'fasta', faa: 'fasta', sdf: 'sdf', mol: 'sdf' };

/**
 * Dev-only: the '/__samples' pages fetch real fixture files from here instead of shipping copies.
 * Answers 404 when the fixtures folder is absent (any production install).
 */
export function registerSampleRoutes(app: FastifyInstance): void {
  app.get('/api/samples/fixtures/:name', async (request) => {
    const { name } = request.params as { name: string };
    const extension = name.split('.').pop()!.toLowerCase();
    const path = NAME.test(name) ? join(FIXTURES, FOLDER[extension], name) : '';
    if (!path || !existsSync(path)) throw notFound(`No sample fixture ${name}`);
    return { name, text: readFileSync(path, 'utf8') };
  });
}
