import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Api, ApiError, LocalPrefs, Notify, Workspace, type Session, type TabData } from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide, type FakeRequest } from '@bench/testing';
import smallMolecules from '../src/index.ts';

const SID = 'abcdef012345abcdef012345';
const ligand = (id: string, name: string, updated: string) => ({
  _id: id,
  name,
  updated_timestamp: updated,
  created_timestamp: updated,
  is_archived: false,
  is_deleted: false,
  model_type: 'ligand',
  data_fields: {},
});

function renderSession(openTabs: TabData[], prepare: (request: FakeRequest) => unknown = () => ({ models: [] })) {
  const session = {
    _id: SID,
    name: 'P',
    view: { 'small-molecules': true },
    state: { tabs: { active_tab_index: 0, open_tabs: openTabs } },
  } as unknown as Session;
  const items = new Map(
    [
      ligand('a', 'ZINC2', '2026-01-02T00:00:00Z'),
      ligand('b', 'aspirin', '2026-03-01T00:00:00Z'),
      ligand('c', 'ZINC10', '2026-02-01T00:00:00Z'),
    ].map((l) => [l._id, l]),
  );
  const api = fakeApi({
    'GET /api/sessions/:id': session,
    'PUT /api/sessions/:id': ({ body }: FakeRequest) => ({ ...session, ...(body as object) }),
    'POST /api/sessions/:sid/free_ligands/query': () => ({ models: [...items.values()] }),
    'PUT /api/sessions/:sid/free_ligands/softDelete': ({ body }: FakeRequest) => {
      for (const id of (body as { ids: string[] }).ids) items.delete(id);
      return { ok: true };
    },
    'POST /api/sessions/:sid/prepareLigands': prepare,
  });
  const bench = createTestWorkbench({
    plugins: [smallMolecules],
    route: `/sessions/${SID}`,
    services: [
      provide(Api, api),
      provide(Notify, fakeNotify()),
      provide(LocalPrefs, { get: <T,>(_: string, fallback: T) => fallback, set: () => {} }),
    ],
  });
  bench.render();
  return { api, workspace: bench.get(Workspace) };
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);

describe('Small molecules panel', () => {
  it('lists newest first and sorts by Name ascending, then descending', async () => {
    renderSession([]);
    const table = await screen.findByRole('table', { name: 'Small molecules' });
    await waitFor(() => expect(names(table)).toEqual(['aspirin', 'ZINC10', 'ZINC2']));
    fireEvent.click(within(table).getByRole('button', { name: 'Name' }));
    expect(names(table)).toEqual(['aspirin', 'ZINC2', 'ZINC10']);
    fireEvent.click(within(table).getByRole('button', { name: /Name/ }));
    expect(names(table)).toEqual(['ZINC10', 'ZINC2', 'aspirin']);
  });

  it('opens a molecule in a tab titled with its name, and deleting it closes the tab', async () => {
    const { workspace } = renderSession([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Open aspirin' }));
    await waitFor(() =>
      expect(workspace.state.tabs.map((t) => [t.kind, t.title])).toEqual([['smallMolecule', 'aspirin']]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete aspirin' }));
    await waitFor(() => expect(workspace.state.tabs).toHaveLength(0));
    expect(screen.queryByRole('button', { name: 'Open aspirin' })).toBeNull();
  });
});

describe('Small Molecule Loader', () => {
  const loaderTab: TabData = {
    id: 'l',
    kind: 'smallMoleculeLoader',
    title: 'Small Molecule Loader',
    isCloseable: true,
    data: { type: 'smallMoleculeLoader' },
  };
  const choose = (files: File[]) => fireEvent.change(screen.getByLabelText('SDF files'), { target: { files } });

  it('shows the hint, imports the SDF files of a batch and lists the others with their reasons', async () => {
    const { api } = renderSession([loaderTab], () => ({ models: [ligand('d', 'B', '2026-04-01T00:00:00Z')] }));
    expect(await screen.findByText('Load small molecules to create new collections.')).toBeTruthy();
    choose([new File(['x'], 'a.mol'), new File(['M  END'], 'b.sdf')]);
    expect((await screen.findByRole('alert', { name: 'Files not imported' })).textContent).toMatch(
      /^a\.mol: Unable to import files with extensions: \.mol/,
    );
    expect(screen.getByText('Imported 1 small molecule(s).')).toBeTruthy();
    expect(api.calls.filter((c) => c.path.endsWith('/prepareLigands')).map((c) => c.body)).toEqual([
      { fileNames: ['b.sdf'], files: ['M  END'] },
    ]);
  });

  it("a bad SDF in a batch: the good files are stored, the bad one is listed with the server's reason", async () => {
    const { api } = renderSession([loaderTab], ({ body }: FakeRequest) => {
      const [name] = (body as { fileNames: string[] }).fileNames;
      if (name === 'bad.sdf')
        throw new ApiError('Error submitting SDF file(s): bad.sdf, record 1 (x): Explicit valence', 422, 'INVALID_SDF');
      return { models: [ligand(name!, name!, '2026-04-01T00:00:00Z')] };
    });
    await screen.findByText('Load small molecules to create new collections.');
    choose([new File(['M  END'], 'good1.sdf'), new File(['M  END'], 'bad.sdf'), new File(['M  END'], 'good2.sdf')]);
    const rejected = await screen.findByRole('alert', { name: 'Files not imported' });
    expect(
      within(rejected)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['bad.sdf: Error submitting SDF file(s): bad.sdf, record 1 (x): Explicit valence']);
    expect(screen.getByText('Imported 2 small molecule(s).')).toBeTruthy();
    expect(api.calls.filter((c) => c.path.endsWith('/prepareLigands'))).toHaveLength(3);
  });

  it("sends the files' names and texts, and shows the server's SDF error", async () => {
    const { api } = renderSession([loaderTab], () => {
      throw new ApiError('Error submitting SDF file(s): bad.sdf, record 1 (x): Explicit valence', 422, 'INVALID_SDF');
    });
    await screen.findByText('Load small molecules to create new collections.');
    choose([new File(['M  END'], 'bad.sdf')]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'bad.sdf: Error submitting SDF file(s): bad.sdf, record 1 (x): Explicit valence',
    );
    expect(api.calls.find((c) => c.path.endsWith('/prepareLigands'))?.body).toEqual({
      fileNames: ['bad.sdf'],
      files: ['M  END'],
    });
  });
});
