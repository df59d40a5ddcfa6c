import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotifyService } from '../src/services/NotifyService.ts';

function setup() {
  const saved: [string, unknown][] = [];
  const shown: { title: string; at: number }[] = [];
  const notify = new NotifyService({
    api: () => ({ put: async (path: string, body: unknown) => void saved.push([path, body]) as never }),
    showDesktop: (title) => void shown.push({ title, at: Date.now() }),
  });
  return { notify, saved, shown };
}

const note = (id: string, did_notify = false) => ({ _id: id, title: `Title ${id}`, body: 'Body', did_notify });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Notify', () => {
  it('bounds what a toast says: the first five problems, then how many more', () => {
    const { notify } = setup();
    const problems = Array.from(
      { length: 1437 },
      (_, i) => `line ${i + 1}: Sequence data before the first > header line.`,
    );
    notify.error(`Error importing file.\n${problems.join('\n')}`);
    expect(notify.state.toasts[0]!.message.split('\n')).toEqual([
      'Error importing file.',
      ...problems.slice(0, 4),
      'and 1,433 more',
    ]);
  });

  it('shows desktop notifications 4 s apart and saves did_notify once for each', async () => {
    const { notify, saved, shown } = setup();
    const start = Date.now();
    notify.desktop(note('a'));
    notify.desktop(note('b'));
    notify.desktop(note('c'));
    notify.desktop(note('a'));
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.map((s) => s.title)).toEqual(['Title a']);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(shown).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(shown.map((s) => s.at - start)).toEqual([0, 4_000, 8_000]);
    expect(saved).toEqual([
      ['/api/notifications/a', { did_notify: true }],
      ['/api/notifications/b', { did_notify: true }],
      ['/api/notifications/c', { did_notify: true }],
    ]);
  });

  it('never shows a notification that was already notified', async () => {
    const { notify, saved, shown } = setup();
    notify.desktop(note('old', true));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('keeps the 4 s spacing for one arriving shortly after the previous, not for one arriving later', async () => {
    const { notify, shown } = setup();
    const start = Date.now();
    notify.desktop(note('a'));
    await vi.advanceTimersByTimeAsync(1_000);
    notify.desktop(note('b'));
    await vi.advanceTimersByTimeAsync(10_000);
    notify.desktop(note('c'));
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.map((s) => s.at - start)).toEqual([0, 4_000, 11_000]);
  });

  it('dismisses toasts by themselves', () => {
    const { notify } = setup();
    notify.error('Error cloning project');
    expect(notify.state.toasts.map((t) => [t.kind, t.message])).toEqual([['error', 'Error cloning project']]);
    vi.advanceTimersByTime(10_000);
    expect(notify.state.toasts).toEqual([]);
  });
});
