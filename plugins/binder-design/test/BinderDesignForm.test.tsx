import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ActionFormProvider, actionFormData } from '@bench/action-kit/ui';
import { Auth, WorkbenchProvider } from '@bench/sdk';
import { DEFAULT_ACTION_SETTINGS } from '@bench/action-kit';
import { createTestWorkbench } from '@bench/testing';
import plugin from '../src/index.ts';
import { binderDesignModel, validateBinderDesign, type BinderDesignInput } from '../src/model.ts';

const data = actionFormData({
  selectors: [
    { _id: 'site', name: 'Site', positions: [3, 4, 5] },
    { _id: 'split', name: 'Split', positions: [9, 10, 11] },
  ],
  freeLigands: [],
  sourceStructures: [{ _id: 'p1', name: 'pose', sequence: 'ACDEFGHIKL/MNPQRSTVWY' }],
  mutationSources: [],
  settings: DEFAULT_ACTION_SETTINGS,
});

async function renderForm(input: BinderDesignInput) {
  const wb = createTestWorkbench({ plugins: [plugin] });
  const Form = (await wb.registry.action('binder_design')!.Form()).default;
  const changes: BinderDesignInput[] = [];
  render(
    <WorkbenchProvider services={wb.services}>
      <ActionFormProvider value={data}>
        <Form
          input={input}
          onChange={(next: BinderDesignInput) => changes.push(next)}
          readOnly={false}
          issues={validateBinderDesign(input, data.validation)}
        />
      </ActionFormProvider>
    </WorkbenchProvider>,
  );
  return changes;
}

describe('Binder Design alone in the harness', () => {
  it('registers a New action open to every user', () => {
    const wb = createTestWorkbench({ plugins: [plugin] });
    expect(wb.registry.features.info(wb.registry.action('binder_design')!.feature!)).toEqual({ badge: 'new' });
    expect(wb.registry.visibleTo(wb.registry.actions, wb.get(Auth).user)).toHaveLength(1);
  });

  it('shows the selector errors next to their fields', async () => {
    await renderForm({ ...binderDesignModel.defaults(), interface_selector: 'split' });
    expect(screen.getByText('Target selector cannot span multiple chains')).toBeTruthy();
  });

  it('reverts a minimum length changed above the maximum', async () => {
    const changes = await renderForm(binderDesignModel.defaults());
    const min = screen.getByLabelText('Minimum binder length');
    fireEvent.change(min, { target: { value: '151' } });
    fireEvent.blur(min);
    expect(changes.at(-1)).toMatchObject({ min_binder_length: 50, max_binder_length: 150 });
    fireEvent.change(min, { target: { value: '70' } });
    fireEvent.blur(min);
    expect(changes.at(-1)).toMatchObject({ min_binder_length: 70 });
  });

  it('writes the parameter lines on entering advanced mode', async () => {
    const changes = await renderForm({ ...binderDesignModel.defaults(), interface_selector: 'site' });
    fireEvent.click(screen.getByLabelText('Advanced mode'));
    expect(changes.at(-1)!.rf_diffusion_parameters).toBe('contigmap.contigs=[A3-5/0 50-150]\ninference.num_designs=10');
  });
});
