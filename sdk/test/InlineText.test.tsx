import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { InlineText, formatRelativeTime, stripInvalidNameChars } from '@bench/sdk';
import { clampNumber } from '../src/ui/NumberInput.tsx';

function setup(value = 'Kinase') {
  const onCommit = vi.fn();
  const onFiltered = vi.fn();
  render(
    <InlineText
      label="Name"
      value={value}
      onCommit={onCommit}
      filter={stripInvalidNameChars}
      onFiltered={onFiltered}
    />,
  );
  const input = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
  fireEvent.focus(input);
  return { input, onCommit, onFiltered };
}

describe('InlineText (spec 2 §5)', () => {
  it('commits a changed value on Enter', () => {
    const { input, onCommit } = setup();
    fireEvent.change(input, { target: { value: 'Kinase 2' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.blur(input);
    expect(onCommit).toHaveBeenCalledWith('Kinase 2');
  });

  it('restores the initial value on Escape', () => {
    const { input, onCommit } = setup();
    fireEvent.change(input, { target: { value: 'Other' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.blur(input);
    expect(onCommit).not.toHaveBeenCalled();
    expect(input.value).toBe('Kinase');
  });

  it('commits nothing for an empty or unchanged value', () => {
    const { input, onCommit } = setup();
    fireEvent.change(input, { target: { value: '  ' } });
    fireEvent.blur(input);
    expect(input.value).toBe('Kinase');
    fireEvent.focus(input);
    fireEvent.blur(input);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('filters while typing and reports it', () => {
    const { input, onFiltered } = setup();
    fireEvent.change(input, { target: { value: 'Kin<a>se' } });
    expect(input.value).toBe('Kinase');
    expect(onFiltered).toHaveBeenCalledOnce();
  });
});

describe('number and time helpers', () => {
  it('clamps and rounds numbers; empty reverts', () => {
    expect(clampNumber('12.7', 3, 1, 10)).toBe(10);
    expect(clampNumber('4.6', 3, 1, 10)).toBe(5);
    expect(clampNumber('0.1234', 3, 0, 1, 2)).toBe(0.12);
    expect(clampNumber('', 3, 1, 10)).toBe(3);
    expect(clampNumber('abc', 3)).toBe(3);
  });

  it('formats relative times', () => {
    const now = Date.parse('2025-01-01T12:00:00Z');
    expect(formatRelativeTime('2025-01-01T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2025-01-01T11:59:50Z', now)).toBe('just now');
    expect(formatRelativeTime('2024-12-31T12:00:00Z', now)).toBe('yesterday');
    expect(formatRelativeTime(null, now)).toBe('');
  });
});
