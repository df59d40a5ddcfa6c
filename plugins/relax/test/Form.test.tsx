import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderActionForm } from '@bench/testing';
import relax from '../src/index.ts';

describe('relax form in the harness (plugin alone)', () => {
  it('loads alone and renders its form', async () => {
    const { workbench, result } = await renderActionForm(relax);
    expect(workbench.registry.actions.map((a) => a.fullId)).toEqual(['relax:relax']);
    expect(result.container.querySelector('.bn-action-form')).not.toBeNull();
    expect(screen.getByLabelText('Repeats')).toBeTruthy();
  });
});
