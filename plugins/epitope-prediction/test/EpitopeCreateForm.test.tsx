import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Api, ApiError, Stores, WorkbenchProvider } from '@bench/sdk';
import { createTestWorkbench, fakeApi, provide } from '@bench/testing';
import EpitopeCreateForm from '../src/view/EpitopeCreateForm.tsx';

const POSES = [
  { _id: 'p1', name: 'dimer', sequence: 'TTCCPSIVARSNFNV/NLYIQWLKDGGPSSGRPPPS', is_deleted: false, is_archived: false },
  {
    _id: 'p2',
    name: '1crn',
    sequence: 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN',
    is_deleted: false,
    is_archived: false,
  },
];
const BODY = { name: 'Epitope prediction', pose_ids: ['p1', 'p2'], unit: 'rank' };

function renderForm(onSubmit = vi.fn(async () => {}), engine = 'builtin') {
  const api = fakeApi({ 'POST /api/sessions/:sid/poses/getMany': POSES });
  const bench = createTestWorkbench({
    services: [provide(Api, api)],
    settings: { engines: { epitope_prediction: engine } },
  });
  bench.get(Stores).setSession('abcdef012345abcdef012345');
  const onCancel = vi.fn();
  render(
    <WorkbenchProvider services={bench.services}>
      <EpitopeCreateForm
        selection={{ poseIds: ['p1', 'p2'], collectionId: 'c1' }}
        body={BODY}
        onSubmit={onSubmit}
        onCancel={onCancel}
      />
    </WorkbenchProvider>,
  );
  return { api, onSubmit, onCancel, dialog: within(screen.getByRole('dialog', { name: 'New Epitope prediction' })) };
}

const run = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: 'Run' }) as HTMLButtonElement;

describe('New Epitope prediction form', () => {
  it('shows the price per chain before anything runs, and posts nothing until Run', async () => {
    const { api, onSubmit, dialog } = renderForm();
    await waitFor(() =>
      expect(dialog.getByRole('status', { name: 'Price' }).textContent).toBe(
        'Price: 3 credits (1 per chain, 3 chains)',
      ),
    );
    expect(dialog.getByText(/dimer \(2 chains\), 1crn \(1 chain\)/)).toBeTruthy();
    expect(dialog.getByText('MHC class I alleles (8 of 27)')).toBeTruthy();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/sessions/abcdef012345abcdef012345/poses/getMany',
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(run(dialog).disabled).toBe(false);
  });

  it('says the simulated engine charges nothing', async () => {
    const { dialog } = renderForm(undefined, 'simulated');
    await waitFor(() =>
      expect(dialog.getByRole('status', { name: 'Price' }).textContent).toMatch(
        /^Price: 0 credits, .*\(1 per chain, 3 chains\)$/,
      ),
    );
  });

  it('needs at least one allele', async () => {
    const { dialog } = renderForm();
    await waitFor(() => expect(run(dialog).disabled).toBe(false));
    for (const allele of [
      'HLA-A*01:01',
      'HLA-A*02:01',
      'HLA-A*03:01',
      'HLA-A*24:02',
      'HLA-B*07:02',
      'HLA-B*08:01',
      'HLA-B*35:01',
      'HLA-B*44:02',
    ])
      fireEvent.click(dialog.getByLabelText(allele));
    expect(dialog.getByRole('alert').textContent).toBe('Select at least 1 allele');
    expect(run(dialog).disabled).toBe(true);
    fireEvent.click(dialog.getByLabelText('H-2-Kb'));
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(run(dialog).disabled).toBe(false);
  });

  it('keeps the cutoffs in range: rank 0 to 100 %, IC50 1 to 50000 nM', async () => {
    const { dialog } = renderForm();
    await waitFor(() => expect(run(dialog).disabled).toBe(false));
    const rank = dialog.getByLabelText(/Rank cutoff \(%\)/);
    const nM = dialog.getByLabelText(/IC50 cutoff \(nM\)/);
    fireEvent.change(rank, { target: { value: '101' } });
    expect(dialog.getByRole('alert').textContent).toBe('Between 0% and 100%');
    expect(run(dialog).disabled).toBe(true);
    fireEvent.change(rank, { target: { value: '2' } });
    fireEvent.change(nM, { target: { value: '0' } });
    expect(dialog.getByRole('alert').textContent).toBe('Minimum value is 1 nM');
    fireEvent.change(nM, { target: { value: '60000' } });
    expect(dialog.getByRole('alert').textContent).toBe('Maximum value is 50000 nM');
    fireEvent.change(nM, { target: { value: '' } });
    expect(run(dialog).disabled).toBe(true);
    fireEvent.change(nM, { target: { value: '1000' } });
    expect(run(dialog).disabled).toBe(false);
  });

  it('Run sends the chosen alleles and cutoffs; Cancel sends nothing', async () => {
    const { onSubmit, onCancel, dialog } = renderForm();
    await waitFor(() => expect(run(dialog).disabled).toBe(false));
    fireEvent.click(dialog.getByRole('button', { name: 'mouse (1)' }));
    fireEvent.click(dialog.getByLabelText('HLA-A*11:01'));
    fireEvent.change(dialog.getByLabelText(/Rank cutoff/), { target: { value: '2' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(run(dialog));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      ...BODY,
      inputs: { mhc_allele_list: ['HLA-A*11:01', 'H-2-Kb'], epitope_length: 9, cutoffs: { rank: 2, nM: 500 } },
    });
  });

  it("shows the server's refusal and lets the user try again", async () => {
    const { dialog } = renderForm(
      vi.fn(async () => {
        throw new ApiError('mhc_allele_list: Unknown allele: HLA-X', 400, 'VALIDATION');
      }),
    );
    await waitFor(() => expect(run(dialog).disabled).toBe(false));
    fireEvent.click(run(dialog));
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe('mhc_allele_list: Unknown allele: HLA-X'));
    expect(run(dialog).disabled).toBe(false);
  });
});
