import { describe, expect, it } from 'vitest';
import type { TestDatabase } from './helpers/database.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

let database: TestDatabase;
let server: TestServer;
let alice: string;
let bob: string;

useUsersServer((started) => ({ database, server, alice, bob } = started));

const as = (token: string) => ({
  call: (method: string, path: string, body?: unknown) => server.call(method, path, { token, body }),
});

async function sessionWithPoses(token: string, name: string, poses = 3) {
  const user = as(token);
  const session = (await user.call('POST', '/api/sessions', { name })).body;
  const collection = (await user.call('POST', `/api/sessions/${session._id}/pose_collections`, { name: 'Designs' }))
    .body;
  for (let i = 0; i < poses; i++) {
    await user.call('POST', `/api/sessions/${session._id}/poses`, {
      name: `d${i}`,
      index: i,
      pose_collection_id: collection._id,
    });
  }
  await user.call('PUT', `/api/sessions/${session._id}`, {
    state: {
      tabs: {
        active_tab_index: 0,
        open_tabs: [
          {
            id: 't',
            kind: 'collection',
            title: 'Designs',
            isCloseable: true,
            data: { type: 'pose_collections', id: collection._id },
          },
        ],
      },
      split_view: { selected_pose_ids: [], visible_pose_ids: [] },
    },
  });
  return { session, collection };
}

describe('sessions', () => {
  it('creates with invalid characters stripped and the spec defaults; empty rename keeps the name', async () => {
    const created = await as(alice).call('POST', '/api/sessions', { name: 'Kinase <screen> #1 (v2)' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Kinase screen 1 (v2)',
      view: {},
      action_counter: 0,
      ddg_counter: 0,
      is_locked: false,
      state: { tabs: { active_tab_index: -1, open_tabs: [] } },
    });
    const id = created.body._id;
    expect((await as(alice).call('PUT', `/api/sessions/${id}`, { name: '<<>>' })).body.name).toBe(
      'Kinase screen 1 (v2)',
    );
    expect(
      (await as(alice).call('PUT', `/api/sessions/${id}`, { name: 'Renamed!', view: { collections: true } })).body,
    ).toMatchObject({ name: 'Renamed', view: { collections: true } });
    // the DDG model's counter is the server's: a client cannot start it elsewhere
    const forged = await as(alice).call('POST', '/api/sessions', { name: 'Forged', ddg_counter: 99 });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toContain('ddg_counter');
  });

  it('clones a project with every item, references pointing at the copies', async () => {
    const { session, collection } = await sessionWithPoses(alice, 'Original');
    const clone = await as(alice).call('POST', `/api/sessions/${session._id}/clone`);
    expect(clone.status).toBe(201);
    expect(clone.body.name).toBe('Original (copy)');
    const newSid = clone.body._id;
    const collections = (await as(alice).call('GET', `/api/sessions/${newSid}/pose_collections`)).body;
    expect(collections).toHaveLength(1);
    expect(collections[0]._id).not.toBe(collection._id);
    const poses = (
      await as(alice).call('POST', `/api/sessions/${newSid}/poses/query`, {
        query: { pose_collection_id: collections[0]._id },
        sort: { index: 1 },
      })
    ).body.models;
    expect(poses.map((p: { name: string }) => p.name)).toEqual(['d0', 'd1', 'd2']);
    expect(clone.body.state.tabs.open_tabs[0].data.id).toBe(collections[0]._id);
    // the original is untouched
    expect((await as(alice).call('GET', `/api/sessions/${session._id}/poses`)).body).toHaveLength(3);
  });

  it('refuses to clone without the canCloneProject flag', async () => {
    const { session } = await sessionWithPoses(bob, 'Bobs');
    const reply = await as(bob).call('POST', `/api/sessions/${session._id}/clone`);
    expect(reply.status).toBe(403);
    expect(reply.body.code).toBe('FORBIDDEN');
    expect((await as(bob).call('GET', '/api/sessions')).body).toHaveLength(1);
  });

  it('resets tabs and split view', async () => {
    const { session } = await sessionWithPoses(alice, 'Busy');
    const reset = await as(alice).call('POST', `/api/sessions/${session._id}/reset`);
    expect(reset.body.state.tabs).toEqual({ active_tab_index: -1, open_tabs: [] });
    expect(reset.body.state.split_view).toBeUndefined();
  });

  it('moves projects to the trash, restores them and deletes them with all their items', async () => {
    const { session } = await sessionWithPoses(alice, 'Doomed');
    const other = (await as(alice).call('POST', '/api/sessions', { name: 'Other' })).body;
    await as(alice).call('PUT', '/api/sessions/softDelete', { ids: [session._id] });
    expect((await as(alice).call('GET', '/api/sessions')).body.map((s: { name: string }) => s.name)).toEqual(['Other']);
    const trash = (await as(alice).call('POST', '/api/sessions/query', { query: { is_deleted: true } })).body.models;
    expect(trash.map((s: { name: string }) => s.name)).toEqual(['Doomed']);
    await as(alice).call('PUT', '/api/sessions/restore', { ids: [session._id] });
    expect((await as(alice).call('GET', '/api/sessions')).body).toHaveLength(2);

    expect((await as(alice).call('DELETE', `/api/sessions/${session._id}`)).body).toEqual({ ok: true });
    expect((await as(alice).call('GET', `/api/sessions/${session._id}`)).status).toBe(404);
    const left = await database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM items WHERE session_id = $1', [
      session._id,
    ]);
    expect(left[0].n).toBe(0);
    expect((await as(alice).call('GET', `/api/sessions/${other._id}`)).status).toBe(200);
  });

  it('answers the most recently updated active session, or null', async () => {
    expect((await as(alice).call('GET', '/api/sessions/get/recent')).body).toBeNull();
    const first = (await as(alice).call('POST', '/api/sessions', { name: 'First' })).body;
    await as(alice).call('POST', '/api/sessions', { name: 'Second' });
    await as(alice).call('PUT', `/api/sessions/${first._id}`, { view: { actions: true } });
    expect((await as(alice).call('GET', '/api/sessions/get/recent')).body.name).toBe('First');
  });

  it('lists the actions of a session', async () => {
    const session = (await as(alice).call('POST', '/api/sessions', { name: 'S' })).body;
    await as(alice).call('POST', `/api/sessions/${session._id}/actions`, {
      name: 'Prepare 1',
      input: { task: 'prepare' },
      results: [],
    });
    const actions = await as(alice).call('GET', `/api/sessions/${session._id}/actions`);
    expect(actions.body.map((a: { name: string }) => a.name)).toEqual(['Prepare 1']);
  });

  it('imports a pose collection and its poses from another project of the caller', async () => {
    const { session: source, collection } = await sessionWithPoses(alice, 'Source', 4);
    const target = (await as(alice).call('POST', '/api/sessions', { name: 'Target' })).body;
    const reply = await as(alice).call('POST', `/api/sessions/${target._id}/importCollection`, {
      pose_collection_id: collection._id,
      source_session_id: source._id,
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ name: 'Designs', session_id: target._id });
    const poses = (
      await as(alice).call('POST', `/api/sessions/${target._id}/poses/query`, {
        query: { pose_collection_id: reply.body._id },
      })
    ).body.models;
    expect(poses).toHaveLength(4);
    expect(poses.every((p: { session_id: string }) => p.session_id === target._id)).toBe(true);

    const bobs = (await as(bob).call('POST', '/api/sessions', { name: 'Thief' })).body;
    const stolen = await as(bob).call('POST', `/api/sessions/${bobs._id}/importCollection`, {
      pose_collection_id: collection._id,
      source_session_id: source._id,
    });
    expect(stolen.status).toBe(404);
  });
});
