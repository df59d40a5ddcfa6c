/**
 * `npm run new-plugin` in a temporary copy of the repository's skeleton (its node_modules linked):
 * each kind's new plugin is added to the catalog and passes its own tests at once, the OpenMM step
 * of an action included where OpenMM is installed.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const copy = mkdtempSync(join(tmpdir(), 'bench-scaffold-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

for (const file of ['package.json', 'tsconfig.base.json', 'vitest.config.ts', 'app/catalog.json', 'app/vite-catalog.ts', 'app/pluginCatalog.ts', 'tests/setup-dom.ts']) {
  mkdirSync(join(copy, file, '..'), { recursive: true });
  cpSync(join(root, file), join(copy, file));
}
mkdirSync(join(copy, 'plugins'));
symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));

const run = (command: string, args: string[], cwd = copy) => spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 240_000, env: { ...process.env, CI: process.env.CI ?? '', NO_COLOR: '1', FORCE_COLOR: '0' } });

describe('npm run new-plugin', () => {
  it.each([
    ['thermal-scan', 'action', ['test/Form.test.tsx', 'test/engine.test.ts', 'test/model.test.ts', 'engine/thermal_scan.py', 'src/ThermalScanForm.tsx']],
    ['stability-map', 'tab', ['test/StabilityMapTab.test.tsx', 'src/StabilityMapTab.tsx']],
    ['run-notes', 'panel', ['test/RunNotesPanel.test.tsx', 'src/RunNotesPanel.tsx']],
  ] as const)('writes a %s plugin (%s) that is cataloged and passes its tests', { timeout: 300_000 }, (id, kind, files) => {
    const scaffold = run('npx', ['tsx', join(root, 'scripts', 'new-plugin.ts'), id, '--kind', kind, '--root', copy], root);
    expect(scaffold.status, scaffold.stderr).toBe(0);
    expect(scaffold.stdout).toContain('npm install');
    for (const file of ['package.json', 'README.md', 'src/index.ts', ...files]) expect(readFileSync(join(copy, 'plugins', id, file), 'utf8').length).toBeGreaterThan(0);
    expect(JSON.parse(readFileSync(join(copy, 'app', 'catalog.json'), 'utf8')).plugins).toContain(`@bench/plugin-${id}`);

    const tests = run('npx', ['vitest', 'run', `plugins/${id}`, '--reporter=dot']);
    expect(tests.status, tests.stdout + tests.stderr).toBe(0);
    expect(tests.stdout).toMatch(/Tests\s+\d+ passed/);
  });

  // three runs of the script through npx tsx: seconds each, tens of seconds on a loaded machine
  it('refuses a bad id, an unknown kind and an existing folder, writing nothing', { timeout: 120_000 }, () => {
    const bad = run('npx', ['tsx', join(root, 'scripts', 'new-plugin.ts'), 'Bad_Id', '--kind', 'action', '--root', copy], root);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('lower case words joined by hyphens');
    expect(run('npx', ['tsx', join(root, 'scripts', 'new-plugin.ts'), 'fine-id', '--kind', 'widget', '--root', copy], root).stderr).toContain('--kind must be one of action, tab, panel');
    const again = run('npx', ['tsx', join(root, 'scripts', 'new-plugin.ts'), 'thermal-scan', '--kind', 'action', '--root', copy], root);
    expect(again.status === 2 ? again.stderr : 'not refused').toContain('exists already');
  });
});
