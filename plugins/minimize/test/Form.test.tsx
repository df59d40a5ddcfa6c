import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderActionForm } from '@bench/testing';
import minimize from '../src/index.ts';

describe('minimize form in the harness (plugin alone)', () => {
  it('loads alone and renders its form', async () => {
    const { workbench, result } = await renderActionForm(minimize);
    expect(workbench.registry.actions.map((a) => a.fullId)).toEqual(['minimize:minimize']);
    expect(result.container.querySelector('.bn-action-form')).not.toBeNull();
    expect(screen.getByText(/One result per structure/)).toBeTruthy();
  });
});
