import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  Api, LocalPrefs, Notify, Workspace, LazyView, definePlugin, useRegistry, type Session, type TabData,
  type SequenceViewerData, type TabProps,
} from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide } from '@bench/testing';
import sequenceLogo from '../src/index.ts';

const SID = 'abcdef012345abcdef012345';
const stamp = '2026-01-01T00:00:00.000Z';
const tab: TabData = { id: 't1', kind: 'host', title: 'Library', isCloseable: true, data: { type: 'sequence_collections', id: 'sc1' } };
const data: SequenceViewerData = {
  sequences: [
    { _id: 's1', name: 'heavy', sequence: 'MKVLAA' },
    { _id: 's2', name: 'light', sequence: 'MKILAC', is_selected: true },
  ],
  selectedIds: ['s2'],
};

/** A stand-in sequence collection tab that hosts every viewer showing sequences. */
const host = definePlugin({
  id: 'host',
  contributes: {
    tabKinds: [{
      id: 'host', icon: 'sequence', title: () => 'host',
      component: async () => ({
        default: ({ sessionId }: TabProps) => {
          const viewer = useRegistry().viewers.find((v) => v.shows.includes('sequences'))!;
          return <LazyView loader={viewer.component} props={{ sessionId, tab, data }} what="viewer" />;
        },
      }),
    }],
  },
});

describe('sequence logo viewer', () => {
  it('bits or percentage, selected only, a selector’s positions saved in the tab, and its sequence viewer', async () => {
    const session = { _id: SID, name: 'S', view: {}, state: { tabs: { active_tab_index: 0, open_tabs: [tab] } } } as unknown as Session;
    const selector = { _id: 'sel1', name: 'Tail', positions: [5, 6, 40], is_archived: false, is_deleted: false, created_timestamp: stamp, updated_timestamp: stamp, schema_version: 1, version: 1 };
    const api = fakeApi({
      'GET /api/sessions/:id': session,
      'PUT /api/sessions/:id': session,
      'POST /api/sessions/:sid/selectors/query': { models: [selector] },
    });
    const bench = createTestWorkbench({
      plugins: [host, sequenceLogo],
      route: `/sessions/${SID}`,
      services: [provide(Api, api), provide(Notify, fakeNotify()), provide(LocalPrefs, { get: <T,>(_: string, fallback: T) => fallback, set: () => {} })],
    });
    bench.render();
    await screen.findByRole('img', { name: 'Sequence logo, 6 positions, bits' });
    expect(screen.getByText('2 sequences')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Selected only'));
    await screen.findByText('1 sequences');
    fireEvent.click(screen.getByLabelText('Percentage'));
    await screen.findByRole('img', { name: 'Sequence logo, 6 positions, percentage' });

    await screen.findByRole('option', { name: 'Tail' });
    fireEvent.change(screen.getByLabelText('Positions'), { target: { value: 'sel1' } });
    // position 40 lies past the sequences and is left out
    await screen.findByRole('img', { name: 'Sequence logo, 2 positions, percentage' });
    fireEvent.click(screen.getByLabelText('Sequence viewer'));
    await screen.findByRole('table', { name: 'Logo sequences' });
    await waitFor(() => expect(bench.get(Workspace).state.tabs[0].viewer).toEqual({ logo_selector_key: 'sel1', sequence_viewer_active: true }));
  });
});
