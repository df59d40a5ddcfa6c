import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { SIMULATED_NOTE } from '@bench/sdk';
import { MethodRecord } from '../src/ui/MethodRecord.tsx';

describe('MethodRecord', () => {
  it('shows the method facts and the notes', () => {
    render(
      <MethodRecord
        engine="builtin"
        method={{ name: 'Docking with AutoDock Vina', num_modes: 9 }}
        notes={['The score is kcal/mol.']}
      />,
    );
    const record = within(screen.getByRole('region', { name: 'Method' }));
    expect(record.getByText('num modes')).toBeTruthy();
    expect(record.getByText('9')).toBeTruthy();
    expect(record.getByText('The score is kcal/mol.')).toBeTruthy();
  });

  it('reads the unit a key names into the value: percent, seconds, femtoseconds, nanometres, lists', () => {
    render(
      <MethodRecord
        method={{ median_recovery_percent: 54.4, budget_s: 90, timestep_fs: 2, anneal_cutoff_nm: [0.9, 1.2], top_k: 3 }}
      />,
    );
    const record = within(screen.getByRole('region', { name: 'Method' }));
    const value = (label: string) => record.getByText(label).nextElementSibling?.textContent;
    expect(value('median recovery')).toBe('54.4 %');
    expect(value('budget')).toBe('90 s');
    expect(value('timestep')).toBe('2 fs');
    expect(value('anneal cutoff')).toBe('0.9, 1.2 nm');
    expect(value('top k')).toBe('3');
  });

  it("says a simulated engine's warning once, even when the engine lists it among its notes", () => {
    render(<MethodRecord engine="simulated" notes={[SIMULATED_NOTE, 'Placed, not docked.']} />);
    const record = within(screen.getByRole('region', { name: 'Method' }));
    expect(record.getAllByText(SIMULATED_NOTE)).toHaveLength(1);
    expect(record.getByText('Placed, not docked.')).toBeTruthy();
  });

  it('shows nothing without a method or notes', () => {
    const { container } = render(<MethodRecord engine="openmm" />);
    expect(container.innerHTML).toBe('');
  });
});
