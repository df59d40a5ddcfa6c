import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderActionForm } from '@bench/testing';
import prepare from '../src/index.ts';

describe('prepare form in the harness (plugin alone)', () => {
  it('loads alone and renders its form', async () => {
    const { workbench, result } = await renderActionForm(prepare);
    expect(workbench.registry.actions.map((a) => a.fullId)).toEqual(['prepare:prepare']);
    expect(result.container.querySelector('.bn-action-form')).not.toBeNull();
    expect(screen.getByText(/One result per structure/)).toBeTruthy();
  });
});
