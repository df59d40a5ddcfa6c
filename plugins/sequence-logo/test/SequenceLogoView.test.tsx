import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Workspace, type SequenceViewerData } from '@bench/sdk';
import { renderViewer } from '@bench/testing';
import sequenceLogo from '../src/index.ts';

const stamp = '2026-01-01T00:00:00.000Z';
const tab = { id: 't1', title: 'Library', isCloseable: true, data: { type: 'sequence_collections', id: 'sc1' } };
const data: SequenceViewerData = {
  sequences: [
    { _id: 's1', name: 'heavy', sequence: 'MKVLAA' },
    { _id: 's2', name: 'light', sequence: 'MKILAC', is_selected: true },
  ],
  selectedIds: ['s2'],
};

describe('sequence logo viewer', () => {
  it('bits or percentage, selected only, a selector’s positions saved in the tab, and its sequence viewer', async () => {
    const selector = {
      _id: 'sel1',
      name: 'Tail',
      positions: [5, 6, 40],
      is_archived: false,
      is_deleted: false,
      created_timestamp: stamp,
      updated_timestamp: stamp,
      schema_version: 1,
      version: 1,
    };
    const bench = renderViewer({
      viewer: sequenceLogo,
      shows: 'sequences',
      tab,
      data,
      routes: { 'POST /api/sessions/:sid/selectors/query': { models: [selector] } },
    });
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
    await waitFor(() =>
      expect(bench.get(Workspace).state.tabs[0].viewer).toEqual({
        logo_selector_key: 'sel1',
        sequence_viewer_active: true,
      }),
    );
  });
});
