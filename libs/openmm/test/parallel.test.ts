/**
 * A job's items shared among worker processes (src/parallel.ts): results in item order whatever
 * process made them, progress summed over the processes, and one failing process stopping the rest.
 * The step file is a stand-in (fixtures/echo_step.py) so the split itself is what is tested.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runWorkerItems } from '../src/index.ts';

const STEP = fileURLToPath(new URL('./fixtures/echo_step.py', import.meta.url));

function request(items: { name: string; args?: Record<string, unknown> }[]) {
  return {
    task: 'echo',
    step: STEP,
    settings: { threads: 1 },
    sources: [{ name: 'structure', pdb: '' }],
    items: items.map((item) => ({ source: 0, seed: 1, ...item })),
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const named = (...names: string[]) => names.map((name) => ({ name }));

describe('runWorkerItems', () => {
  it('shares items round-robin among processes and returns the poses in item order', async () => {
    const steps: [string, number][] = [];
    const reply = await runWorkerItems<{ name: string; pid: number }>(request(named('a', 'b', 'c', 'd', 'e')), {
      parallel: 2,
      progress: (step, done) => steps.push([step, done]),
    });
    expect(reply.poses.map((p) => p.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
    const [a, b, c, d, e] = reply.poses.map((p) => p.pid);
    expect(new Set([a, c, e])).toEqual(new Set([a]));
    expect(new Set([b, d])).toEqual(new Set([b]));
    expect(a).not.toBe(b);
    expect(reply.settings).toEqual({ step: 'echo' });
    expect(Math.max(...steps.map(([, done]) => done))).toBe(5);
  });

  it('starts no more processes than there are items', async () => {
    const reply = await runWorkerItems<{ pid: number }>(request(named('a', 'b', 'c')), { parallel: 8 });
    expect(new Set(reply.poses.map((p) => p.pid)).size).toBe(3);
  });

  it("fails with the failing item's message and stops the other processes", async () => {
    const pidFile = join(mkdtempSync(join(tmpdir(), 'bench-parallel-')), 'slow.pid');
    const run = runWorkerItems(
      request([
        { name: 'slow', args: { sleep: 60, pid_file: pidFile } },
        { name: 'broken', args: { sleep: 1, fail: true, pid_file: `${pidFile}.broken` } },
      ]),
      { parallel: 2 },
    );
    await expect(run).rejects.toThrow('broken failed');
    expect(existsSync(pidFile)).toBe(true);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    await expect.poll(() => isRunning(pid), { timeout: 5_000 }).toBe(false);
  });
});
