import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { NOW_TICK_MS, RelativeTime } from '@bench/sdk';

afterEach(() => vi.useRealTimers());

describe('RelativeTime (issue 26 item 3: relative times must tick)', () => {
  it("moves on from 'just now' by itself, without anything else re-rendering it", () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    render(
      <p data-testid="when">
        <RelativeTime date="2026-03-01T12:00:00Z" />
      </p>,
    );
    expect(screen.getByTestId('when').textContent).toBe('just now');
    act(() => void vi.advanceTimersByTime(2 * NOW_TICK_MS));
    expect(screen.getByTestId('when').textContent).toBe('1 minute ago');
    act(() => void vi.advanceTimersByTime(20 * NOW_TICK_MS));
    expect(screen.getByTestId('when').textContent).toBe('11 minutes ago');
    expect(screen.getByTestId('when').querySelector('time')!.title).not.toBe('');
  });
});
