import { describe, expect, it } from 'vitest';
import { proxy } from 'valtio';
import { fakeLive } from '@bench/testing';
import { ALSO_OPEN, startWindowPresence } from '../src/shell/windowPresence.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const live = fakeLive();
  const workspace = { state: proxy({ sessionId: null as string | null }) };
  const notes: string[] = [];
  const stop = startWindowPresence({
    live,
    workspace: workspace as never,
    notify: { info: (m) => notes.push(m) },
    clientId: 'me',
    userId: 'u1',
  });
  return { live, workspace, notes, stop };
}

describe('window presence (spec 1 §7 window event)', () => {
  it('announces the project this window shows, each time it changes', async () => {
    const { live, workspace } = setup();
    workspace.state.sessionId = 's1';
    await flush();
    workspace.state.sessionId = 's2';
    await flush();
    expect(live.emitted).toEqual([
      { event: 'window', data: { user: 'u1', sessions: [] } },
      { event: 'window', data: { user: 'u1', sessions: ['s1'] } },
      { event: 'window', data: { user: 'u1', sessions: ['s2'] } },
    ]);
  });

  it('says so when another window opens this project; ignores its own echo, other projects, and stops', async () => {
    const { live, workspace, notes, stop } = setup();
    workspace.state.sessionId = 's1';
    await flush();
    live.deliver('private-user-u1', 'window', { user: 'u1', sessions: ['s1'], client_id: 'me' });
    live.deliver('private-user-u1', 'window', { user: 'u1', sessions: ['s9'], client_id: 'other' });
    expect(notes).toEqual([]);
    live.deliver('private-user-u1', 'window', { user: 'u1', sessions: ['s1'], client_id: 'other' });
    expect(notes).toEqual([ALSO_OPEN]);
    stop();
    live.deliver('private-user-u1', 'window', { user: 'u1', sessions: ['s1'], client_id: 'other' });
    expect(notes).toHaveLength(1);
  });
});
