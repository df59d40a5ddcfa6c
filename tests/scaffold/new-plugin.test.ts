/**
 * `npm run new-plugin` in a temporary copy of the repository's skeleton (its node_modules linked):
 * each kind's new plugin is added to the catalog and passes its own tests at once, the OpenMM step
 * of an action or an item job included where OpenMM is installed.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectOpenMM } from '@bench/openmm';
import { createTestDatabase } from '../api/helpers/database.ts';
import { sessionWithPose } from '../api/helpers/jobs.ts';
import { startWithUsers } from '../api/helpers/server.ts';

const root = join(import.meta.dirname, '..', '..');
const copy = mkdtempSync(join(tmpdir(), 'bench-scaffold-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

for (const file of [
  'package.json',
  'tsconfig.base.json',
  'vitest.config.ts',
  'app/catalog.json',
  'app/vite-catalog.ts',
  'libs/catalog/src/index.ts',
  'tests/setup-dom.ts',
]) {
  mkdirSync(join(copy, file, '..'), { recursive: true });
  cpSync(join(root, file), join(copy, file));
}
mkdirSync(join(copy, 'plugins'));
symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));

const run = (command: string, args: string[], cwd = copy) =>
  spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    timeout: 240_000,
    env: { ...process.env, CI: process.env.CI ?? '', NO_COLOR: '1', FORCE_COLOR: '0' },
  });

describe('npm run new-plugin', () => {
  it.each([
    [
      'thermal-scan',
      'action',
      [
        'test/Form.test.tsx',
        'test/engine.test.ts',
        'test/model.test.ts',
        'engine/thermal_scan.py',
        'src/ThermalScanForm.tsx',
      ],
    ],
    [
      'residue-census',
      'item',
      [
        'server/index.ts',
        'src/model.ts',
        'src/settings.ts',
        'src/engine.ts',
        'engine/residue_census.py',
        'src/ResidueCensusTab.tsx',
        'test/model.test.ts',
        'test/engine.test.ts',
      ],
    ],
    ['stability-map', 'tab', ['test/StabilityMapTab.test.tsx', 'src/StabilityMapTab.tsx']],
    ['run-notes', 'panel', ['test/RunNotesPanel.test.tsx', 'src/RunNotesPanel.tsx']],
  ] as const)(
    'writes a %s plugin (%s) that is cataloged, formatted and linted, and passes its tests',
    { timeout: 300_000 },
    (id, kind, files) => {
      const scaffold = run(
        'npx',
        ['tsx', join(root, 'scripts', 'new-plugin.ts'), id, '--kind', kind, '--root', copy],
        root,
      );
      expect(scaffold.status, scaffold.stderr).toBe(0);
      expect(scaffold.stdout).toContain('npm install');
      for (const file of ['package.json', 'README.md', 'src/index.ts', ...files])
        expect(readFileSync(join(copy, 'plugins', id, file), 'utf8').length).toBeGreaterThan(0);
      expect(JSON.parse(readFileSync(join(copy, 'app', 'catalog.json'), 'utf8')).plugins).toContain(
        `@bench/plugin-${id}`,
      );

      // in the project's format and within its lint rules as written
      const lint = run(join(root, 'node_modules', '.bin', 'biome'), [
        'ci',
        `--config-path=${join(root, 'biome.json')}`,
        '--vcs-enabled=false',
        `plugins/${id}`,
      ]);
      expect(lint.status, lint.stdout + lint.stderr).toBe(0);

      const tests = run('npx', ['vitest', 'run', `plugins/${id}`, '--reporter=dot']);
      expect(tests.status, tests.stdout + tests.stderr).toBe(0);
      expect(tests.stdout).toMatch(/Tests\s+\d+ passed/);
    },
  );

  // the item job as a scientist meets it: the real server with the new plugin cataloged serves its
  // type, runs it through the job pipeline and answers the engine's output — no file outside its folder edited
  it('serves the item job’s type, runs it and stores its output on the real server', { timeout: 120_000 }, async () => {
    const catalog = join(copy, 'catalog-with-item.json');
    writeFileSync(
      catalog,
      JSON.stringify({ extends: join(root, 'app', 'catalog.json'), plugins: ['./plugins/residue-census'] }),
    );
    const database = await createTestDatabase();
    const { server, alice } = await startWithUsers(database.db, { BENCH_CATALOG: catalog });
    try {
      const { sid, pose } = await sessionWithPose(server, alice);
      const created = await server.call('POST', `/api/sessions/${sid}/residue_census_results`, {
        token: alice,
        body: { inputs: { pose_id: pose._id } },
      });
      expect(created.status, created.text).toBe(201);
      expect(created.body).toMatchObject({ name: 'Residue Census 1crn', status: 'INIT' });
      const ran = await server.call('PUT', `/api/residue_census_results/${created.body._id}/run`, { token: alice });
      expect(ran.status, ran.text).toBe(200);
      await expect
        .poll(
          async () =>
            (
              await server.call('GET', `/api/sessions/${sid}/residue_census_results/${created.body._id}`, {
                token: alice,
              })
            ).body.status,
          { timeout: 60_000 },
        )
        .toBe('COMPLETED');
      const done = await server.call('GET', `/api/sessions/${sid}/residue_census_results/${created.body._id}`, {
        token: alice,
      });
      // OpenMM's minimised energy where it is installed (CI installs it), else the simulated residue counts
      if (process.env.CI || 'openmm' in (await detectOpenMM()).versions) {
        expect(done.body.engine).toBe('openmm');
        expect(done.body.outputs.energy_kcal_per_mol).toBeLessThan(0);
      } else expect(done.body).toMatchObject({ engine: 'simulated', outputs: { counts: { C: 6, T: 6 } } });
    } finally {
      await server.close();
      await database.drop();
    }
  });

  // three runs of the script through npx tsx: seconds each, tens of seconds on a loaded machine
  it('refuses a bad id, an unknown kind and an existing folder, writing nothing', { timeout: 120_000 }, () => {
    const bad = run(
      'npx',
      ['tsx', join(root, 'scripts', 'new-plugin.ts'), 'Bad_Id', '--kind', 'action', '--root', copy],
      root,
    );
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('lower case words joined by hyphens');
    expect(
      run('npx', ['tsx', join(root, 'scripts', 'new-plugin.ts'), 'fine-id', '--kind', 'widget', '--root', copy], root)
        .stderr,
    ).toContain('--kind must be one of action, item, tab, panel');
    const again = run(
      'npx',
      ['tsx', join(root, 'scripts', 'new-plugin.ts'), 'thermal-scan', '--kind', 'action', '--root', copy],
      root,
    );
    expect(again.status === 2 ? again.stderr : 'not refused').toContain('exists already');
  });
});
