import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createTestWorkbench, renderActionForm } from '@bench/testing';
import relax_design from '../src/index.ts';

const CRAMBIN = 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN';

describe('relax-design form in the harness (plugin alone)', () => {
  it('loads alone: it contributes the design family’s settings (the sequence-space bounds its validation reads, the search’s sequence weight)', () => {
    const { registry } = createTestWorkbench({ plugins: [relax_design] });
    expect(registry.settings.map((s) => s.id).sort()).toEqual([
      'designSequenceWeight',
      'designSpaceLimitExponent',
      'designSpaceWarningExponent',
    ]);
    expect(registry.actions.map((a) => a.task)).toEqual(['relax_design']);
  });

  it('renders repeats, selector and the mutations table of the chosen selector', async () => {
    const { workbench } = await renderActionForm(relax_design, {
      input: {
        ...relax_design.contributes.actions![0]!.defaults(),
        selector: 's1',
        mutations: { 2: { mutations: 'AV', prevent_repacking: false } },
      },
      data: {
        selectors: [{ _id: 's1', name: 'Loop', positions: [2, 5] }],
        sourceStructures: [{ _id: 'p1', name: '1crn', sequence: CRAMBIN }],
        mutationSources: [{ poseId: 'p1', residues: [...CRAMBIN].map((letter) => ({ letter, type: 'caa' as const })) }],
      },
    });
    expect(workbench.registry.actions.map((a) => a.fullId)).toEqual(['relax-design:relax-design']);
    expect(screen.getByLabelText('Repeats')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Loop' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Mutations' })).toBeTruthy();
  });
});
