import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { SINGLE_USER_URL } from '../../playwright.config.ts';
import { fixturePath } from '@bench/fixtures';

const FIXTURES = fixturePath();
export const fixture = (path: string) => join(FIXTURES, path);
const text = (path: string) => readFileSync(fixture(path), 'utf8');

type Reply = Awaited<ReturnType<APIRequestContext['post']>>;
export async function json<T>(reply: Reply): Promise<T> {
  expect(reply.ok(), await reply.text()).toBe(true);
  return (await reply.json()) as T;
}

type Residue = { original: unknown; chosen: unknown };

/** A structure file assembled as the loader does (default choices): its new collection and pose. */
export async function assemble(request: APIRequestContext, sid: string, file: string, name: string) {
  const pdbFileData = text(file);
  const analysed = await json<{ output: Record<string, { analysis: { residues: Residue[] } }> }>(
    await request.post(`/api/sessions/${sid}/analyzePdbs`, { data: { labels: [name], data: [pdbFileData] } }),
  );
  const selectedResidues = analysed.output[name].analysis.residues.map((r) => ({
    original: r.original,
    chosen: r.chosen,
  }));
  return json<{ pose_collection: { _id: string; name: string }; pose: { _id: string } }>(
    await request.post(`/api/sessions/${sid}/assembleStructure`, {
      data: { inputType: 'pdbFile', name, pdbFileData, selectedResidues },
    }),
  );
}

export async function importFasta(request: APIRequestContext, sid: string, file: string, name: string) {
  return json<{ collection: { _id: string } }>(
    await request.post(`/api/sessions/${sid}/sequence_collections/importFasta`, { data: { name, fasta: text(file) } }),
  );
}

export async function importLigand(request: APIRequestContext, sid: string, file: string) {
  const reply = await json<{ models: { _id: string; name: string }[] }>(
    await request.post(`/api/sessions/${sid}/prepareLigands`, {
      data: { fileNames: [file.split('/').pop()], files: [text(file)] },
    }),
  );
  return reply.models[0];
}

export async function createItem<T = { _id: string }>(
  request: APIRequestContext,
  sid: string,
  type: string,
  body: unknown,
) {
  return json<T & { _id: string }>(await request.post(`/api/sessions/${sid}/${type}`, { data: body }));
}

/**
 * A project with real data of every panel's kind: 1CRN assembled from the fixture, the alpha-globin
 * FASTA, the tyrosine SDF and a selector.
 */
export async function seedProject(request: APIRequestContext, name: string) {
  const sid = (await json<{ _id: string }>(await request.post('/api/sessions', { data: { name } })))._id;
  const crambin = await assemble(request, sid, 'pdb/1crn.pdb', '1CRN');
  const globin = await importFasta(request, sid, 'fasta/alpha.faa', 'Globins');
  const ligand = await importLigand(request, sid, 'sdf/TYR.sdf');
  const selector = await createItem(request, sid, 'selectors', {
    name: 'Helix 7-19',
    positions: [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
  });
  return { sid, crambin, globin, ligand, selector };
}

/** Another browser context on the same server: a second window whose changes reach the first live. */
export async function otherWindow(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL: SINGLE_USER_URL });
}

export const SHOTS = 'test-results/shots';
