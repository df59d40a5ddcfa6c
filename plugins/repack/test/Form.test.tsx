import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderActionForm } from '@bench/testing';
import repack from '../src/index.ts';
import { DETERMINISTIC_NOTE } from '../src/RepackForm.tsx';

describe('repack form in the harness (plugin alone)', () => {
  it('loads alone and renders its form', async () => {
    const { workbench, result } = await renderActionForm(repack);
    expect(workbench.registry.actions.map((a) => a.fullId)).toEqual(['repack:repack']);
    expect(result.container.querySelector('.bn-action-form')).not.toBeNull();
    expect(screen.getByLabelText('Repeats')).toBeTruthy();
  });

  it('says before Run that repeats of the deterministic packer are identical and charged once; not on the simulated engine', async () => {
    await renderActionForm(repack, { engines: { repack: 'openmm' } });
    expect(screen.getByRole('note').textContent).toBe(DETERMINISTIC_NOTE);
  });

  it('the simulated engine samples, so no such note', async () => {
    await renderActionForm(repack, { engines: { repack: 'simulated' } });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
