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

describe('loop-rebuild form: selector range, rebuild positions and ligands to constrain', () => {
  const CRAMBIN = 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN';
  const data = {
    selectors: [{ _id: 's1', name: 'Loop 10-15', positions: [10, 11, 12, 13, 14, 15] }],
    sourceStructures: [{ _id: 'p1', name: '2fvd', sequence: CRAMBIN, ligands: [{ id: 'A:299', name: 'LIA' }] }],
  };

  it('shows the chosen loop as a range and as the positions it rebuilds', async () => {
    await renderActionForm(loopRebuild, {
      input: { ...loopRebuild.contributes.actions![0]!.defaults(), selector: 's1' },
      data,
    });
    expect(screen.getByLabelText('Selector range').textContent).toBe('10–15 (6 residues)');
    expect(screen.getByLabelText('Rebuild positions').textContent).toBe('10, 11, 12, 13, 14, 15');
  });

  it("offers the source structures' ligands to keep in place, stored as residue ids", async () => {
    const { changes } = await renderActionForm(loopRebuild, { data });
    expect(loopRebuild.contributes.actions![0]!.defaults()).toMatchObject({ auto_constrain_these_ligands: [] });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Constrain LIA A:299' }));
    expect(changes.at(-1)).toMatchObject({ auto_constrain_these_ligands: ['A:299'] });
  });

  it('clears held ligands the source structures no longer have, says so, and keeps the rest', async () => {
    const { changes } = await renderActionForm(loopRebuild, {
      input: { ...loopRebuild.contributes.actions![0]!.defaults(), auto_constrain_these_ligands: ['A:299', 'B:401'] },
      data,
    });
    expect(changes.at(-1)).toMatchObject({ auto_constrain_these_ligands: ['A:299'] });
    expect(screen.getByRole('status').textContent).toBe(
      'No longer held in place (not in the source structures): B:401.',
    );
  });

  it('keeps held ligands while the source structures are not loaded yet', async () => {
    const held = { ...loopRebuild.contributes.actions![0]!.defaults(), auto_constrain_these_ligands: ['B:401'] };
    const loading = await renderActionForm(loopRebuild, { input: held, data: { ...data, sourceStructures: [] } });
    expect(loading.changes).toEqual([]);
  });
});
