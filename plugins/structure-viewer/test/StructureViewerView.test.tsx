import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ApiError, type PoseViewerData } from '@bench/sdk';
import { renderViewer, VIEWER_HOST_SESSION as SID } from '@bench/testing';
import structureViewer from '../src/index.ts';

const tab = { id: 't1', title: 'Designs', isCloseable: true, data: { type: 'pose_collections', id: 'c1' } };
const pose = (id: string, name: string, visible: boolean) => ({
  _id: id,
  name,
  pose_collection_id: 'c1',
  is_visible: visible,
});
const poses = [pose('p1', 'design_1', true), pose('p2', 'design_2', true), pose('p3', 'design_3', false)];
const data: PoseViewerData = {
  collection: { _id: 'c1', name: 'Designs' },
  poses,
  visiblePoseIds: ['p1', 'p2'],
  selectedPoseIds: [],
  scoreColumns: [],
  comparisons: [],
  setSelection: () => {},
  setVisible: () => {},
};

describe('structure viewer in a collection tab', () => {
  it('fetches the PDB of visible poses only; without WebGL it says so, and names a pose whose PDB is lost', async () => {
    const bench = renderViewer({
      viewer: structureViewer,
      shows: 'poses',
      tab,
      data,
      routes: {
        'GET /api/sessions/:sid/poses/:id/pdb': ({ params }) => {
          if (params.id === 'p2') throw new ApiError('No structure', 404, 'NOT_FOUND');
          return { pdb: 'ATOM      1  N   GLY A   1       0.000   0.000   0.000  1.00  0.00           N\n' };
        },
      },
    });
    const { api } = bench;
    expect(bench.registry.viewers.map((v) => [v.id, v.label, v.shows])).toEqual([
      ['structure', 'Structure Viewer', ['poses']],
    ]);
    await screen.findByText(
      'Your browser does not support WebGL, cannot show proteins in 3D. For an optimal experience we recommend to use the latest version of Chrome.',
    );
    await waitFor(() =>
      expect(
        screen.getByText(
          'The PDB data for pose design_2 was lost. Please contact support and provide the following code: p2',
        ),
      ).toBeTruthy(),
    );
    const fetched = api.calls.filter((c) => c.path.endsWith('/pdb')).map((c) => c.path);
    expect(fetched).toEqual([`/api/sessions/${SID}/poses/p1/pdb`, `/api/sessions/${SID}/poses/p2/pdb`]);
  });
});
