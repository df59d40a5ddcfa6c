import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { fixturePath } from '@bench/fixtures';

const PDB_FIXTURES = fixturePath('pdb');

type Reply = Awaited<ReturnType<APIRequestContext['post']>>;
type Residue = { original: { pdbData: { name3: string }; type: string }; choices: unknown[]; chosen: unknown };
export interface Seeded {
  sid: string;
  structures: Record<string, { pose: { _id: string; sequence: string }; collectionId: string }>;
}

export async function json<T>(reply: Reply): Promise<T> {
  expect(reply.ok(), await reply.text()).toBe(true);
  return (await reply.json()) as T;
}

/**
 * Loads a structure into the project as the structure loader does (the server computes its facts:
 * sequence, counts, ligands): a PDB code from the local mirror, or a fixture `file`; `keep` names
 * residues, e.g. a ligand, kept as their first choice. Answers the new pose and its own collection.
 */
export async function loadStructure(
  request: APIRequestContext,
  sid: string,
  { label, file, keep }: { label: string; file?: string; keep?: string[] },
) {
  const text = file ? readFileSync(join(PDB_FIXTURES, file), 'utf8') : undefined;
  const data = text ? { labels: [label], data: [text] } : { labels: [label], pdbCode: [label] };
  const analysed = await json<{ output: Record<string, { pdbFileData: string; analysis: { residues: Residue[] } }> }>(
    await request.post(`/api/sessions/${sid}/analyzePdbs`, { data }),
  );
  const { analysis } = analysed.output[label];
  const pdbFileData = text ?? analysed.output[label].pdbFileData;
  const selectedResidues = analysis.residues.map((r) => ({
    original: r.original,
    chosen: keep?.includes(r.original.pdbData.name3) ? r.choices[0] : r.chosen,
  }));
  return json<{ pose_collection: { _id: string }; pose: { _id: string; sequence: string } }>(
    await request.post(`/api/sessions/${sid}/assembleStructure`, {
      data: { inputType: file ? 'pdbFile' : 'pdbCode', name: label, pdbFileData, selectedResidues },
    }),
  );
}

/**
 * A project holding each structure (a PDB code from the local mirror, or a fixture file; `keep` names
 * residues, e.g. a ligand, kept as their first choice), the first one selected in its open collection tab,
 * and the given selectors; the project is named `name` (default 'Actions journey').
 */
export async function seed(
  request: APIRequestContext,
  options: {
    name?: string;
    structures?: { label: string; file?: string; keep?: string[] }[];
    selectors?: { name: string; positions: number[] }[];
    select?: string;
  } = {},
): Promise<Seeded> {
  const structures = options.structures ?? [{ label: '1CRN' }];
  const selectors = options.selectors ?? [{ name: 'Loop 10-15', positions: [10, 11, 12, 13, 14, 15] }];
  const session = await json<{ _id: string }>(
    await request.post('/api/sessions', { data: { name: options.name ?? 'Actions journey' } }),
  );
  const sid = session._id;
  const seeded: Seeded = { sid, structures: {} };
  for (const structure of structures) {
    const assembled = await loadStructure(request, sid, structure);
    seeded.structures[structure.label] = { pose: assembled.pose, collectionId: assembled.pose_collection._id };
  }
  const selected = options.select ?? structures[0].label;
  await json(
    await request.put(`/api/sessions/${sid}/poses/${seeded.structures[selected].pose._id}`, {
      data: { is_selected: true },
    }),
  );
  for (const selector of selectors)
    await json(await request.post(`/api/sessions/${sid}/selectors`, { data: selector }));
  const tab = {
    id: 'tab-c',
    kind: 'collection',
    title: selected,
    icon: 'folder',
    isCloseable: true,
    data: { type: 'pose_collections', id: seeded.structures[selected].collectionId },
  };
  await json(
    await request.put(`/api/sessions/${sid}`, {
      data: { view: { actions: true }, state: { tabs: { active_tab_index: 0, open_tabs: [tab] } } },
    }),
  );
  return seeded;
}
