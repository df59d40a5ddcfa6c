import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderActionForm } from '@bench/testing';
import repack from '../src/index.ts';

describe('repack form in the harness (plugin alone)', () => {
  it('loads alone and renders its form', async () => {
    const { workbench, result } = await renderActionForm(repack);
    expect(workbench.registry.actions.map((a) => a.fullId)).toEqual(['repack:repack']);
    expect(result.container.querySelector('.bn-action-form')).not.toBeNull();
    expect(screen.getByLabelText('Repeats')).toBeTruthy();
  });
});
