import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Api, Live, LocalPrefs, Notify, Stores, Workspace } from '@bench/sdk';
import { createTestWorkbench, fakeLive, fakeNotify, provide } from '@bench/testing';
import { catalog } from '../src/catalog.ts';
import { memoryItems } from './memoryItems.ts';

const SID = 'c0ffee0000000000c0ffee00';
const OPEN = { structures: true, 'sequence-collections': true, 'small-molecules': true, selectors: true, bin: true };

/** The whole catalog against the generic item routes: real stores, real workspace, every panel open. */
function composed() {
  const server = memoryItems(SID, { view: OPEN });
  const live = fakeLive();
  const bench = createTestWorkbench({
    plugins: catalog,
    route: `/sessions/${SID}`,
    services: [
      provide(Api, server.api),
      provide(Notify, fakeNotify()),
      provide(Live, live),
      provide(LocalPrefs, { get: <T,>(_: string, fallback: T) => fallback, set: () => {} }),
    ],
  });
  bench.render();
  return { server, live, stores: bench.get(Stores), workspace: bench.get(Workspace) };
}

const panel = (title: string) => {
  const header = screen.getByRole('button', { name: title });
  return within(header.closest('section')!);
};

describe('every list a panel or tab shows is its own live query (the whole catalog loaded)', () => {
  it('opening the Trash tab leaves the Sequence collections panel listing the active collections', async () => {
    const { server, workspace } = composed();
    server.add('sequence_collections', { name: 'Library A' });
    server.add('sequence_collections', { name: 'Old library', is_deleted: true });
    await screen.findByRole('button', { name: /Library A/ });
    workspace.openTab('trash', { type: 'trash' });
    await screen.findByRole('checkbox', { name: 'Select Old library' });
    expect(panel('Sequence collections').getByRole('button', { name: /Library A/ })).toBeTruthy();
    expect(panel('Sequence collections').queryByText('No sequence collections yet.')).toBeNull();
  });

  it('a collection this window made outside the store appears in the Structures panel without a reload', async () => {
    const { server, stores } = composed();
    await panel('Structures').findByText('No collections yet');
    server.add('pose_collections', { name: '1CRN' });
    stores.of('pose_collections').touch();
    await panel('Structures').findByRole('button', { name: '1CRN' });
  });

  it('a collection dearchived from the Archive tab is back in the Structures panel', async () => {
    const { server, workspace } = composed();
    server.add('pose_collections', { name: 'Kinases', is_archived: true });
    await panel('Structures').findByText('No collections yet');
    workspace.openTab('archive', { type: 'archive' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Kinases' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dearchive' }));
    await panel('Structures').findByRole('button', { name: 'Kinases' });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select Kinases' })).toBeNull());
  });

  it('a job result from the live channel appears in the Structures panel', async () => {
    const { server, live } = composed();
    await panel('Structures').findByText('No collections yet');
    const made = server.add('pose_collections', { name: 'Prepare 1 results' });
    live.emitModel({ op: 'create', type: 'pose_collections', ids: [made._id], session_id: SID, client_id: null });
    await panel('Structures').findByRole('button', { name: 'Prepare 1 results' });
  });

  it('a small molecule deleted from its panel is in the Trash and can be restored', async () => {
    const { server, workspace } = composed();
    server.add('free_ligands', { name: 'ATP' });
    await panel('Small molecules').findByLabelText('Small molecule name ATP');
    fireEvent.click(panel('Small molecules').getByRole('button', { name: 'Delete ATP' }));
    await waitFor(() => expect(panel('Small molecules').queryByLabelText('Small molecule name ATP')).toBeNull());
    workspace.openTab('trash', { type: 'trash' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select ATP' }));
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await panel('Small molecules').findByLabelText('Small molecule name ATP');
  });
});
