import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ActionFormProvider, actionFormData } from '@bench/action-kit/ui';
import { Auth, WorkbenchProvider } from '@bench/sdk';
import { DEFAULT_ACTION_SETTINGS } from '@bench/action-kit';
import { createTestWorkbench } from '@bench/testing';
import plugin from '../src/index.ts';
import { proteinMpnnModel, validateProteinMpnn, type ProteinMpnnInput } from '../src/model.ts';

const data = actionFormData({
  selectors: [{ _id: 'core', name: 'Core', positions: [2, 3] }],
  freeLigands: [],
  sourceStructures: [{ _id: 'p1', name: 'pose', sequence: 'ACDEFGHIKL' }],
  mutationSources: [],
  settings: DEFAULT_ACTION_SETTINGS,
});

async function renderForm(input: ProteinMpnnInput, engine = 'simulated') {
  const wb = createTestWorkbench({ plugins: [plugin], settings: { engines: { protein_mpnn: engine } } });
  const Form = (await wb.registry.action('protein_mpnn')!.Form()).default;
  const changes: ProteinMpnnInput[] = [];
  render(
    <WorkbenchProvider services={wb.services}>
      <ActionFormProvider value={data}>
        <Form
          input={input}
          onChange={(next: ProteinMpnnInput) => changes.push(next)}
          readOnly={false}
          issues={validateProteinMpnn(input, data.validation)}
        />
      </ActionFormProvider>
    </WorkbenchProvider>,
  );
  return changes;
}

describe('ProteinMPNN alone in the harness', () => {
  it('registers a New action open to every user', () => {
    const wb = createTestWorkbench({ plugins: [plugin] });
    expect(wb.registry.features.info(wb.registry.action('protein_mpnn')!.feature!)).toEqual({ badge: 'new' });
    expect(wb.registry.visibleTo(wb.registry.actions, wb.get(Auth).user)).toHaveLength(1);
  });

  it('keeps non-numeric text for validation to read, and shows its message', async () => {
    const changes = await renderForm({ ...proteinMpnnModel.defaults(), sampling_temp: 'hot' });
    expect(screen.getByText('Sampling temperature must be 0 or greater')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Number of designs'), { target: { value: '12' } });
    expect(changes.at(-1)!.n_mpnn_designs).toBe(12);
  });

  it('says the designs are simulated only where the server runs the simulated engine', async () => {
    const simulated = /^Simulated: sequences are sampled from substitution statistics/;
    await renderForm(proteinMpnnModel.defaults());
    expect(screen.getByText(simulated)).toBeTruthy();
    cleanup();
    await renderForm(proteinMpnnModel.defaults(), 'external');
    expect(screen.queryByText(simulated)).toBeNull();
  });

  it('copies the fixed-residue selector positions into the input', async () => {
    const changes = await renderForm({ ...proteinMpnnModel.defaults(), use_fixed_residues: true });
    fireEvent.change(screen.getByLabelText('Fixed residues'), { target: { value: 'core' } });
    expect(changes.at(-1)).toMatchObject({ selector: 'core', fixed_residue_positions: [2, 3] });
  });
});
