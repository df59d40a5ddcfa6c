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
