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
const UNREACHABLE =
  '1AKI: this server cannot reach the archive; set BENCH_PDB_URL to a reachable archive or a local mirror directory, or upload the file.';

function renderLoader() {
  const loaderTab: TabData = {
    id: 't1',
    kind: 'loader',
    title: 'Structure Loader',
    isCloseable: true,
    data: { type: 'loader' },
  };
  const session = {
    _id: SID,
    name: 'Antibodies',
    view: {},
    state: { tabs: { active_tab_index: 0, open_tabs: [loaderTab] } },
  } as unknown as Session;
  const api = fakeApi({
    'GET /api/sessions/:id': session,
    'GET /api/notifications': [],
    'PUT /api/sessions/:id': ({ body }: { body: Partial<Session> }) => ({ ...session, ...body }),
    'POST /api/sessions/:sid/analyzePdbs': ({
      body,
    }: {
      body: { data?: string[]; pdbCode?: string[]; fileNames?: string[] };
    }) => {
      if (body.pdbCode?.[0] === '1AKI') throw new ApiError(UNREACHABLE, 502, 'PDB_UNREACHABLE');
      if (body.pdbCode) throw new ApiError(`${body.pdbCode[0]} is not a valid pdb code`, 400, 'BAD_REQUEST');
      const analysis = analyzeStructure(parseStructure(body.data![0]!), {
        name: body.fileNames![0]!.replace(/\.pdb$/, ''),
      });
      return { output: { output: { analysis, errors: [], warnings: [], inputType: 'pdbFile' } } };
    },
    'POST /api/sessions/:sid/getLigand': () => {
      throw new ApiError('Open Babel is not installed on this server.', 501, 'ENGINE_MISSING');
    },
    'POST /api/sessions/:sid/assembleStructure': ({ body }: { body: { name: string } }) => ({
      pose_collection: { _id: 'c'.repeat(24), name: body.name },
      pose: { _id: 'p'.repeat(24) },
    }),
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

async function upload(files = [new File([text], '1a0q.pdb')]) {
  const input = await screen.findByLabelText('Structure files');
  fireEvent.change(input, { target: { files } });
  return screen.findByRole('table', { name: 'Residues' });
}

type AssembleBody = { name: string; selectedResidues: { original: { pdbData: { name3: string } }; chosen: unknown }[] };
const assembled = (api: ReturnType<typeof renderLoader>['api']) =>
  api.calls.filter((c) => c.path.endsWith('/assembleStructure')).map((c) => c.body as AssembleBody);

describe('structure loader tab', () => {
  it('analyses an upload and filters its residues by chain', async () => {
    const { api } = renderLoader();
    const table = await upload();
    expect(api.calls.find((c) => c.path.endsWith('/analyzePdbs'))?.body).toMatchObject({
      labels: ['output'],
      fileNames: ['1a0q.pdb'],
    });
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
    await waitFor(() =>
      expect(notify.messages).toContainEqual({ kind: 'success', message: 'Created collection 1a0q.' }),
    );
    const sent = api.calls.find((c) => c.path.endsWith('/assembleStructure'))!.body as {
      name: string;
      selectedResidues: unknown[];
      pdbFileData: string;
    };
    expect(sent.name).toBe('1a0q');
    expect(sent.selectedResidues).toHaveLength(512);
    expect(sent.pdbFileData).toBe(text);
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Residues' })).toBeNull());
    expect(screen.queryByRole('tab', { name: /Structure Loader/ })).toBeNull();
  });

  it('stores every loaded structure on Submit, each with its own edits', async () => {
    const { api } = renderLoader();
    await upload([new File([text], '1a0q.pdb'), new File([text], 'second.pdb')]);
    const entries = await screen.findByRole('list', { name: 'Structures to load' });
    await waitFor(() => expect(within(entries).getAllByRole('button', { pressed: false })).toHaveLength(1));
    fireEvent.click(within(entries).getByRole('button', { name: 'second.pdb' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Keep ligands' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit all 2 structures' }));
    await waitFor(() => expect(assembled(api).map((b) => b.name)).toEqual(['1a0q', 'second']));
    const hepKept = (body: AssembleBody) =>
      body.selectedResidues.some((r) => r.original.pdbData.name3 === 'HEP' && r.chosen !== null);
    expect(assembled(api).map(hepKept)).toEqual([false, true]);
    await waitFor(() => expect(screen.queryByRole('tab', { name: /Structure Loader/ })).toBeNull());
  });

  it('says before Submit which ligands go, and keeps them when asked', async () => {
    renderLoader();
    await upload();
    const removal = screen.getByRole('region', { name: 'Removed on submit' });
    expect(removal.textContent).toContain('1 ligand: HEP H 214');
    expect(removal.textContent).toContain('92 waters');
    fireEvent.click(within(removal).getByRole('checkbox', { name: 'Keep ligands' }));
    await waitFor(() => expect(removal.textContent).not.toContain('HEP'));
    expect((within(removal).getByRole('checkbox', { name: 'Keep ligands' }) as HTMLInputElement).checked).toBe(true);
  });

  it('a change row selects its residue', async () => {
    renderLoader();
    await upload();
    const diff = screen.getByRole('region', { name: 'Changes' });
    const change = within(diff).getAllByRole('button', { name: /→/ })[0]!;
    fireEvent.click(change);
    expect(await screen.findByText('1 selected')).toBeTruthy();
    expect(screen.getByRole('tooltip').textContent).toContain(change.textContent!.split(' →')[0]);
  });

  it("shows progress while a code is fetched, then the server's own reason when the archive is out of reach", async () => {
    renderLoader();
    fireEvent.change(await screen.findByLabelText('Structure codes'), { target: { value: '1aki' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Fetching 1AKI from the structure archive…')).toBeTruthy();
    expect(await screen.findByText(UNREACHABLE)).toBeTruthy();
  });
});
