import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Api, ApiError, LocalPrefs, Notify, type Session, type TabData } from '@bench/sdk';
import { analyzeStructure, parseStructure } from '@bench/structure';
import { createTestWorkbench, fakeApi, fakeNotify, provide } from '@bench/testing';
import structureLoader from '../src/index.ts';
import { fixturePath } from '@bench/fixtures';

const FIXTURES = fixturePath();
const SID = 'abcdef012345abcdef012345';
const text = readFileSync(join(FIXTURES, 'pdb', '1a0q.pdb'), 'utf8');

function renderLoader() {
  const loaderTab: TabData = { id: 't1', kind: 'loader', title: 'Structure Loader', isCloseable: true, data: { type: 'loader' } };
  const session = { _id: SID, name: 'Antibodies', view: {}, state: { tabs: { active_tab_index: 0, open_tabs: [loaderTab] } } } as unknown as Session;
  const api = fakeApi({
    'GET /api/sessions/:id': session,
    'GET /api/notifications': [],
    'PUT /api/sessions/:id': ({ body }: { body: Partial<Session> }) => ({ ...session, ...body }),
    'POST /api/sessions/:sid/analyzePdbs': ({ body }: { body: { data?: string[]; pdbCode?: string[] } }) => {
      if (body.pdbCode) throw new ApiError(`${body.pdbCode[0]} is not a valid pdb code`, 400, 'BAD_REQUEST');
      const analysis = analyzeStructure(parseStructure(body.data![0]!), { name: '1a0q' });
      return { output: { output: { analysis, errors: [], warnings: [], inputType: 'pdbFile' } } };
    },
    'POST /api/sessions/:sid/getLigand': () => {
      throw new ApiError('Open Babel is not installed on this server.', 501, 'ENGINE_MISSING');
    },
    'POST /api/sessions/:sid/assembleStructure': { pose_collection: { _id: 'c'.repeat(24), name: '1a0q' }, pose: { _id: 'p'.repeat(24) } },
  });
  const notify = fakeNotify();
  const prefs = { get: <T,>(_: string, fallback: T) => fallback, set: () => {} };
  createTestWorkbench({
    plugins: [structureLoader],
    route: `/sessions/${SID}`,
    services: [provide(Api, api), provide(Notify, notify), provide(LocalPrefs, prefs)],
  }).render();
  return { api, notify };
}

async function upload() {
  const input = await screen.findByLabelText('Structure files');
  fireEvent.change(input, { target: { files: [new File([text], '1a0q.pdb')] } });
  return screen.findByRole('table', { name: 'Residues' });
}

describe('structure loader tab', () => {
  it('analyses an upload and filters its residues by chain', async () => {
    const { api } = renderLoader();
    const table = await upload();
    expect(api.calls.find((c) => c.path.endsWith('/analyzePdbs'))?.body).toMatchObject({ labels: ['output'], fileNames: ['1a0q.pdb'] });
    expect(screen.getByText('96 changes')).toBeTruthy();
    expect(screen.getByText('420 residues')).toBeTruthy();
    expect(screen.getByText('None selected')).toBeTruthy();
    expect(within(table).getAllByRole('row')[1]!.textContent).toMatch(/^L2ILEProtein/);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chain L' }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]!.textContent).toMatch(/^H2VALProtein/));
    expect(screen.queryByText('420 residues')).toBeNull();
  });

  it('selects waters, undeletes them, and shows the change in counts and diff', async () => {
    renderLoader();
    await upload();
    fireEvent.click(screen.getByRole('button', { name: 'Select waters' }));
    expect(await screen.findByText('92 selected')).toBeTruthy();
    const undelete = screen.getByRole('button', { name: 'Undelete' });
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(undelete);
    expect(await screen.findByText('4 changes')).toBeTruthy();
    const diff = screen.getByRole('region', { name: 'Changes' });
    fireEvent.click(within(diff).getByRole('button', { name: 'Collapse all' }));
    expect(within(diff).queryByText(/HOH/)).toBeNull();
    expect(within(diff).getByRole('button', { name: /Chain L \(\d+\)/ })).toBeTruthy();
  });

  it('names an invalid code, then submits and closes the tab', async () => {
    const { api, notify } = renderLoader();
    fireEvent.change(await screen.findByLabelText('Structure codes'), { target: { value: '9zzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('9ZZZ is not a valid pdb code')).toBeTruthy();
    await upload();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(notify.messages).toContainEqual({ kind: 'success', message: 'Created collection 1a0q.' }));
    const sent = api.calls.find((c) => c.path.endsWith('/assembleStructure'))!.body as { name: string; selectedResidues: unknown[]; pdbFileData: string };
    expect(sent.name).toBe('1a0q');
    expect(sent.selectedResidues).toHaveLength(512);
    expect(sent.pdbFileData).toBe(text);
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Residues' })).toBeNull());
    expect(screen.queryByRole('tab', { name: /Structure Loader/ })).toBeNull();
  });
});
