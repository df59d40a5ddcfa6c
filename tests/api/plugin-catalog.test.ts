import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildServer, loadConfig } from '../../server/src/index.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { createAction, ledger, organisation, sessionWithPose, TEST_CATALOG, waitForStatus } from './helpers/jobs.ts';
import { startWithUsers, type TestServer } from './helpers/server.ts';

// One catalog (app/catalog.json) decides what the server prices and runs; BENCH_CATALOG and
// BENCH_PLUGINS change that list and nothing else does.
const BROKEN_CATALOG = TEST_CATALOG.replace('catalog.json', 'broken-catalog.json');
const READS_UNDECLARED_CATALOG = TEST_CATALOG.replace('catalog.json', 'reads-undeclared-catalog.json');
const QUIET = { BENCH_DATA_DIR: 'memory://', BENCH_LOG: '0' };
// one secret for every server of this file, so a token signed by one is good on the others; the
// design run is about validation, so the quick labelled engine runs it
const SHARED = { BENCH_SECRET: 'plugin-catalog-test-secret', BENCH_ENGINE_DESIGN: 'simulated' };

let database: TestDatabase;
let withTestPlugin: TestServer;
let appCatalog: TestServer;
let alice: string;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ server: withTestPlugin, alice } = await startWithUsers(database.db, { ...SHARED, BENCH_CATALOG: TEST_CATALOG }));
  // the two servers share the jobs table: only the one whose catalog lists the test jobs runs jobs,
  // or the other could claim a test job first and fail it as a task it does not know
  ({ server: appCatalog } = await startWithUsers(database.db, { ...SHARED, BENCH_WORKERS: '0' }));
});
afterAll(async () => {
  await withTestPlugin?.close();
  await appCatalog?.close();
  await database?.drop();
});
beforeEach(() => database.reset());

const echo = (pose: { _id: string; pose_collection_id: string }) => ({
  task: 'test_echo',
  pose_ids: [pose._id],
  collection_id: pose.pose_collection_id,
  credits: 3,
});

describe('a plugin missing from the catalog', () => {
  it('cannot be created, priced or run, and nothing is charged', async () => {
    const { sid, pose } = await sessionWithPose(appCatalog, alice);
    const created = await appCatalog.call('POST', `/api/sessions/${sid}/actions`, {
      token: alice,
      body: { name: 'Echo', input: echo(pose), results: [] },
    });
    expect(created.status).toBe(400);
    expect(created.body.message).toContain("input.task: unknown task 'test_echo'");

    // stored by a server whose catalog lists it, then run on the one whose catalog does not
    const action = await createAction(withTestPlugin, alice, sid, echo(pose));
    const before = await organisation(appCatalog, alice);
    const rowsBefore = await ledger(database.db, String(before.organizationId));
    const run = await appCatalog.call('PUT', `/api/actions/${action._id}/run`, { token: alice });
    expect(run.status).toBe(400);
    expect(run.body.message).toContain("input.task: unknown task 'test_echo'");
    expect((await organisation(appCatalog, alice)).balanceCredits).toBe(before.balanceCredits);
    expect(await ledger(database.db, String(before.organizationId))).toEqual(rowsBefore);
    expect(await database.db.query('SELECT id FROM jobs')).toEqual([]);
    expect(
      (await appCatalog.call('GET', `/api/sessions/${sid}/actions/${action._id}`, { token: alice })).body.status,
    ).toBe('INIT');
  });

  it('is absent from the engines and the served configuration, where a cataloged one is present', async () => {
    const engines = (await appCatalog.call('GET', '/api/engines', { token: alice })).body;
    expect(engines).toHaveProperty('loop_rebuild');
    expect(engines).not.toHaveProperty('test_echo');
    expect((await appCatalog.call('GET', '/api/config')).body.engines).not.toHaveProperty('test_echo');
    expect((await withTestPlugin.call('GET', '/api/engines', { token: alice })).body).toHaveProperty('test_echo');
  });

  it('the same action prices and runs on the server whose catalog lists it', async () => {
    const { sid, pose } = await sessionWithPose(withTestPlugin, alice);
    const action = await createAction(withTestPlugin, alice, sid, echo(pose));
    const run = await withTestPlugin.call('PUT', `/api/actions/${action._id}/run`, { token: alice });
    expect(run.status, run.text).toBe(200);
    expect(run.body.price).toBe(3);
    // finished before the next test empties the tables under it
    await waitForStatus(withTestPlugin, alice, sid, action._id, 'COMPLETED');
  });
});

describe('BENCH_PLUGINS narrows the server to the listed plugins', () => {
  it('refuses a task whose plugin was left out; only the kept plugins have engines', async () => {
    const narrowed = await startWithUsers(database.db, {
      BENCH_CATALOG: TEST_CATALOG,
      BENCH_PLUGINS: 'structure-loader,actions,structure-prediction,test-jobs',
    });
    try {
      const { sid, pose } = await sessionWithPose(narrowed.server, narrowed.alice);
      const loop = await narrowed.server.call('POST', `/api/sessions/${sid}/actions`, {
        token: narrowed.alice,
        body: {
          name: 'Loop Rebuild',
          input: { task: 'loopmodel', pose_ids: [pose._id], collection_id: pose.pose_collection_id, repeats: 1 },
          results: [],
        },
      });
      expect(loop.status).toBe(400);
      expect(loop.body.message).toContain("unknown task 'loopmodel'");
      expect(
        Object.keys((await narrowed.server.call('GET', '/api/engines', { token: narrowed.alice })).body).sort(),
      ).toEqual(['test_echo', 'test_engineless', 'test_fold']);
    } finally {
      await narrowed.server.close();
    }
  });

  it('names an id that is not in the catalog', () => {
    expect(() => loadConfig({ ...QUIET, BENCH_PLUGINS: 'actions,no-such-plugin' })).toThrow(
      "BENCH_PLUGINS: 'no-such-plugin' not in the plugin catalog",
    );
  });
});

describe('the server refuses to start', () => {
  it('when a cataloged plugin cannot load, naming the plugin and the problem', async () => {
    await expect(
      buildServer(loadConfig({ ...QUIET, BENCH_CATALOG: BROKEN_CATALOG }), { db: database.db }),
    ).rejects.toThrow("plugin 'broken-model': its './server' entry cannot load: this server half is broken on purpose");
  });

  it('when a plugin setting has a bad value, naming the plugin and the variable', async () => {
    await expect(
      buildServer(loadConfig({ ...QUIET, BENCH_DESIGN_SPACE_LIMIT_EXPONENT: 'lots' }), { db: database.db }),
    ).rejects.toThrow(
      "plugin 'design': BENCH_DESIGN_SPACE_LIMIT_EXPONENT: must be a whole number from 0 to 300, got 'lots'",
    );
    await expect(
      buildServer(loadConfig({ ...QUIET, BENCH_DESIGN_SEQUENCE_WEIGHT: '-1' }), { db: database.db }),
    ).rejects.toThrow("plugin 'design': BENCH_DESIGN_SEQUENCE_WEIGHT: must be a number from 0 to 100, got '-1'");
    await expect(
      buildServer(loadConfig({ ...QUIET, BENCH_ALLOWED_RESIDUE_TYPES: 'ALA,XYZ' }), { db: database.db }),
    ).rejects.toThrow("plugin 'structure-loader': BENCH_ALLOWED_RESIDUE_TYPES: unknown residue type ALA, XYZ");
  });

  it('when a job reads a setting no cataloged plugin declares, naming the job and the setting (no fallback value)', async () => {
    await expect(
      buildServer(loadConfig({ ...QUIET, BENCH_CATALOG: READS_UNDECLARED_CATALOG }), { db: database.db }),
    ).rejects.toThrow(
      "plugin 'reads-undeclared': job 'reads_undeclared' reads setting 'undeclaredLimit' (BENCH_UNDECLARED_LIMIT), which no loaded plugin declares (publicly)",
    );
  });

  it('starts with one plugin of a family alone: the family’s settings come with each of its plugins', async () => {
    const alone = await startWithUsers(database.db, { BENCH_PLUGINS: 'flex-design' });
    try {
      const { pluginSettings } = (await alone.server.call('GET', '/api/config')).body;
      expect(pluginSettings['flex-design']).toEqual({
        designSpaceWarningExponent: 12,
        designSpaceLimitExponent: 20,
        designSequenceWeight: 8,
      });
    } finally {
      await alone.server.close();
    }
  });

  it('when the catalog file is missing', () => {
    expect(() => loadConfig({ ...QUIET, BENCH_CATALOG: '/nonexistent/catalog.json' })).toThrow(
      'plugin catalog /nonexistent/catalog.json: no such file',
    );
  });
});

describe('plugin settings', () => {
  it('are served under the plugin id, public ones only, with their defaults', async () => {
    const { pluginSettings } = (await appCatalog.call('GET', '/api/config')).body;
    for (const plugin of ['design', 'flex-design', 'relax-design'])
      expect(pluginSettings[plugin]).toEqual({
        designSpaceWarningExponent: 12,
        designSpaceLimitExponent: 20,
        designSequenceWeight: 8,
      });
    expect(pluginSettings).not.toHaveProperty('actions');
    expect(pluginSettings['structure-loader'].allowedResidueTypes).toContain('caa');
    expect(pluginSettings['structure-loader']).not.toHaveProperty('pdbUrl');
  });

  it('the design-space limit the design family declares is the one the server validates with', async () => {
    const strict = await startWithUsers(database.db, {
      ...SHARED,
      BENCH_DESIGN_SPACE_WARNING_EXPONENT: '0',
      BENCH_DESIGN_SPACE_LIMIT_EXPONENT: '1',
    });
    try {
      expect((await strict.server.call('GET', '/api/config')).body.pluginSettings['relax-design']).toEqual({
        designSpaceWarningExponent: 0,
        designSpaceLimitExponent: 1,
        designSequenceWeight: 8,
      });
      const { sid, pose } = await sessionWithPose(strict.server, strict.alice);
      const selector = await strict.server.call('POST', `/api/sessions/${sid}/selectors`, {
        token: strict.alice,
        body: { name: 'First two', positions: [1, 2] },
      });
      // 4 × 4 = 16 sequences: over 10^1 here, well under the default 10^20
      const mutations = { 1: { mutations: 'TAGS' }, 2: { mutations: 'TAGS' } };
      const input = {
        task: 'design',
        pose_ids: [pose._id],
        collection_id: pose.pose_collection_id,
        repeats: 1,
        selector: selector.body._id,
        mutations,
      };
      const refused = await createAction(strict.server, strict.alice, sid, input, 'Design');
      const run = await strict.server.call('PUT', `/api/actions/${refused._id}/run`, { token: strict.alice });
      expect(run.status).toBe(400);
      expect(run.body.message).toBe('The sequence space of the mutations table exceeds the limit.');
      const allowed = await createAction(appCatalog, strict.alice, sid, input, 'Design');
      expect((await appCatalog.call('PUT', `/api/actions/${allowed._id}/run`, { token: strict.alice })).status).toBe(
        200,
      );
      await waitForStatus(appCatalog, strict.alice, sid, allowed._id, 'COMPLETED', 30_000);
    } finally {
      await strict.server.close();
    }
  });
});

describe('configuration served to clients', () => {
  it('is frozen: it cannot change at run time', async () => {
    const { config, plugins } = appCatalog.server.ctx;
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.jobs.engineOverrides)).toBe(true);
    expect(Object.isFrozen(plugins.settings.served)).toBe(true);
    expect(Object.isFrozen(plugins.settings.served.actions)).toBe(true);
    expect(Object.isFrozen(plugins.settings.served['structure-loader'].allowedResidueTypes)).toBe(true);
    expect(() => {
      (config as { maxResults: number }).maxResults = 1;
    }).toThrow(TypeError);
    const first = (await appCatalog.call('GET', '/api/config')).body;
    const { sid, pose } = await sessionWithPose(appCatalog, alice);
    await createAction(
      appCatalog,
      alice,
      sid,
      {
        task: 'loopmodel',
        pose_ids: [pose._id],
        collection_id: pose.pose_collection_id,
        repeats: 1,
        is_extended: false,
        selector: null,
      },
      'Loop Rebuild',
    );
    expect((await appCatalog.call('GET', '/api/config')).body).toEqual(first);
  });
});
