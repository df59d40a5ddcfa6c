import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SequencePanel } from '../src/SequencePanel.tsx';
import { TIMING } from '../src/model.ts';
import type { Loaded } from '../src/useScene.ts';

const residues = Array.from({ length: 300 }, (_, i) => ({
  letter: 'A',
  label: `ALA ${i + 1}`,
  chain: 'A',
  resi: i + 1,
  icode: '',
  name3: 'ALA',
  atoms: [i],
}));
const structure = { id: 'p1', name: 'design_1', atoms: [], residues } as unknown as Loaded;

describe('sequence viewer minimap', () => {
  afterEach(() => vi.useRealTimers());

  it('marks where a jump lands for 50 ms, then the mark goes', () => {
    vi.useFakeTimers();
    render(
      <SequencePanel
        structures={[structure]}
        selected={new Map()}
        anchors={new Map()}
        height={140}
        onHeight={() => {}}
        onClick={() => {}}
        onHover={() => {}}
      />,
    );
    expect(screen.queryByTestId('jump-flash')).toBeNull();
    fireEvent.click(screen.getByLabelText('Sequence minimap'), { clientX: 0.5 });
    expect(screen.getByTestId('jump-flash')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TIMING.jumpFlashMs - 1));
    expect(screen.queryByTestId('jump-flash')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('jump-flash')).toBeNull();
  });
});
