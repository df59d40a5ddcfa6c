import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderActionForm } from '@bench/testing';
import loopRebuild from '../src/index.ts';

describe('loop-rebuild form in the harness (plugin alone)', () => {
  it('loads alone and renders repeats, extended and the loop selector', async () => {
    const { workbench, changes } = await renderActionForm(loopRebuild, {
      data: { selectors: [{ _id: 's1', name: 'Loop 10-15', positions: [10, 11, 12, 13, 14, 15] }] },
    });
    expect(workbench.registry.action('loopmodel')?.fullId).toBe('loop-rebuild:loop-rebuild');
    expect((screen.getByLabelText('Repeats') as HTMLInputElement).value).toBe('10');
    expect(screen.getByRole('option', { name: 'Loop 10-15' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Extended'));
    expect(changes.at(-1)).toMatchObject({ is_extended: true });
  });
});
