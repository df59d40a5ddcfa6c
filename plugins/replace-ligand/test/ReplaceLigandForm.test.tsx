import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ActionFormProvider, actionFormData } from '@bench/action-kit/ui';
import { Api, Auth, Features, Stores, WorkbenchProvider } from '@bench/sdk';
import { DEFAULT_ACTION_SETTINGS } from '@bench/action-kit';
import { createTestWorkbench, fakeApi, provide } from '@bench/testing';
import plugin from '../src/index.ts';
import { replaceLigandModel, validateReplaceLigand, type ReplaceLigandInput } from '../src/model.ts';

const pose = { _id: 'pose-1', name: '2fvd', report: { chainCount: 2, ligands: [{ id: 'A:299', name: 'LIA' }] } };
const hemoglobin = {
  _id: 'pose-1',
  name: '4hhb',
  report: {
    chainCount: 4,
    ligands: [
      { id: 'A:142', name: 'HEM' },
      { id: 'B:148', name: 'HEM' },
    ],
  },
};

async function renderForm(
  input: ReplaceLigandInput,
  freeLigands = [{ _id: 'lig-1', name: 'TYR' }],
  options: { source?: object; engines?: Record<string, string> } = {},
) {
  const wb = createTestWorkbench({
    plugins: [plugin],
    services: [provide(Api, fakeApi({ 'GET /api/sessions/:sid/poses/:id': options.source ?? pose }))],
    settings: { engines: options.engines ?? {} },
  });
  wb.get(Stores).setSession('s1');
  const action = wb.registry.action('replace_ligand')!;
  const Form = (await action.Form()).default;
  const changes: ReplaceLigandInput[] = [];
  const data = actionFormData({
    selectors: [],
    freeLigands,
    sourceStructures: [],
    mutationSources: [],
    settings: DEFAULT_ACTION_SETTINGS,
  });
  const issues = validateReplaceLigand(input, data.validation);
  render(
    <WorkbenchProvider services={wb.services}>
      <ActionFormProvider value={data}>
        <Form
          input={input}
          onChange={(next: ReplaceLigandInput) => changes.push(next)}
          readOnly={false}
          issues={issues}
        />
      </ActionFormProvider>
    </WorkbenchProvider>,
  );
  return { wb, changes };
}

describe('Replace Ligand alone in the harness', () => {
  it('registers a Beta action open to every user', () => {
    const wb = createTestWorkbench({ plugins: [plugin] });
    const action = wb.registry.action('replace_ligand')!;
    expect(action.pluginId).toBe('replace-ligand');
    expect(wb.registry.features.info(action.feature!)).toEqual({ badge: 'beta' });
    expect(wb.get(Features).isEnabled('replace_ligand')).toBe(true);
    expect(wb.registry.visibleTo(wb.registry.actions, wb.get(Auth).user)).toHaveLength(1);
  });

  it('offers the ligands of the structure and the free ligands, and writes the choice into the input', async () => {
    const { changes } = await renderForm({ ...replaceLigandModel.defaults(), pose_ids: ['pose-1'] });
    expect(await screen.findByRole('option', { name: 'LIA 299 (chain A)' })).toBeTruthy();
    expect(screen.getByText('Please choose a ligand in the protein complex to replace.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Ligand in the protein complex'), { target: { value: 'A|299|LIA' } });
    expect(changes.at(-1)!.replace_ligand.original_ligand).toEqual({ chain: 'A', res_num: 299, res_name: 'LIA' });
    fireEvent.change(screen.getByLabelText('New ligand'), { target: { value: 'lig-1' } });
    expect(changes.at(-1)!.replace_ligand.new_ligand_id).toBe('lig-1');
  });

  it('says plainly that real ligand replacement needs an engine this install lacks', async () => {
    await renderForm({ ...replaceLigandModel.defaults(), pose_ids: ['pose-1'] });
    expect(await screen.findByText(/needs a docking engine this installation lacks/)).toBeTruthy();
  });

  it('says the new ligand is docked with AutoDock Vina where the server runs it', async () => {
    await renderForm({ ...replaceLigandModel.defaults(), pose_ids: ['pose-1'] }, undefined, {
      engines: { replace_ligand: 'builtin' },
    });
    expect(await screen.findByText(/docked with AutoDock Vina/)).toBeTruthy();
    expect(screen.queryByText(/needs a docking engine/)).toBeNull();
  });

  it('offers the other ligands of the complex to hold in place (auto_constrain_these_ligands)', async () => {
    const original = { chain: 'A', res_num: 142, res_name: 'HEM' };
    const input = {
      ...replaceLigandModel.defaults(),
      pose_ids: ['pose-1'],
      replace_ligand: { original_ligand: original, new_ligand_id: null },
    };
    const { changes } = await renderForm(input, undefined, { source: hemoglobin });
    const box = await screen.findByLabelText('Hold HEM 148 (chain B) in place');
    expect(screen.queryByLabelText('Hold HEM 142 (chain A) in place')).toBeNull();
    fireEvent.click(box);
    expect(changes.at(-1)!.auto_constrain_these_ligands).toEqual(['B:148']);
  });

  it('clears a new ligand id that is no longer among the free ligands', async () => {
    const input = {
      ...replaceLigandModel.defaults(),
      replace_ligand: { original_ligand: { res_num: null, res_name: '', chain: '' }, new_ligand_id: 'gone' },
    };
    const { changes } = await renderForm(input);
    await act(async () => {});
    expect(changes.at(-1)!.replace_ligand.new_ligand_id).toBeNull();
  });
});
