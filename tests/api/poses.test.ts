import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { parsePdb, sequenceOf } from '@bench/structure';
import { newItem } from '../../server/src/items/build.ts';
import { insertItems } from '../../server/src/items/repo.ts';
import { saveStructure } from '../../server/src/structures/repo.ts';
import { seedCollection } from '../../bench/lib/seed.ts';
import type { TestDatabase } from './helpers/database.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';
import { fixturePath } from '@bench/fixtures';

const fixtures = fixturePath('pdb');
const FILES = ['1crn.pdb', '1ubq.pdb', '4hhb.pdb'];

let database: TestDatabase;
let server: TestServer;
let alice: string;
let bob: string;
let sid: string;
let collectionId: string;

useUsersServer((started) => ({ database, server, alice, bob } = started), {}, { reset: false });

const as = (token: string) => (method: string, path: string, body?: unknown) =>
  server.call(method, path, { token, body });
const a = (method: string, path: string, body?: unknown) => as(alice)(method, path, body);

/**
 * Alice's project 'Kinase round 1' with collection 'Designs' of three real structures, stored as the
 * server stores them (the exact fixture text, the sequence computed from it: no client writes it).
 */
async function seedRealPoses(): Promise<{ _id: string; name: string; sequence: string }[]> {
  sid = (await a('POST', '/api/sessions', { name: 'Kinase round 1' })).body._id;
  collectionId = (
    await a('POST', `/api/sessions/${sid}/pose_collections`, { name: 'Designs', are_poses_indexed: true })
  ).body._id;
  const poses = [];
  for (const [index, file] of FILES.entries()) {
    const text = readFileSync(join(fixtures, file), 'utf8');
    const body = {
      name: file.replace('.pdb', ''),
      index,
      sequence: sequenceOf(parsePdb(text)),
      pose_collection_id: collectionId,
      is_selected: false,
      is_visible: false,
    };
    const pose = newItem(body, { id: 'local|alice', name: 'Alice Editor' }, { sessionId: sid }) as typeof body & {
      _id: string;
    };
    await insertItems(database.db, 'poses', [pose]);
    await saveStructure(database.db, { itemId: pose._id, sessionId: sid, data: text });
    poses.push(pose);
  }
  return poses;
}

const selectedCount = async (session: string, collection: string, flag = 'is_selected') =>
  (
    await a('POST', `/api/sessions/${session}/poses/query`, {
      query: { pose_collection_id: collection, [flag]: true },
      page: 0,
      per_page: 1,
    })
  ).body.total;

beforeEach(() => database.reset());

describe('pose downloads', () => {
  it('exports FASTA named {session}_{collection}.fasta, one record per pose with its chains split by /', async () => {
    const poses = await seedRealPoses();
    const reply = await a('POST', `/api/sessions/${sid}/export-fasta`, { ids: poses.map((p) => p._id) });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toContain('filename="Kinase round 1_Designs.fasta"');
    const records = reply.text
      .split('>')
      .filter(Boolean)
      .map((r) => r.split('\n'));
    expect(records.map((r) => r[0])).toEqual(['1crn', '1ubq', '4hhb']);
    expect(records[0].slice(1).join('')).toBe(poses[0].sequence);
    expect(records[2].slice(1).join('').split('/')).toHaveLength(4); // haemoglobin: four chains
  });

  it('zips one PDB per pose, named after the pose, in {session}_{collection}.zip', async () => {
    const poses = await seedRealPoses();
    const response = await fetch(`${server.url}/api/sessions/${sid}/exportPDBs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: poses.slice(0, 2).map((p) => p._id) }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="Kinase round 1_Designs.zip"');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files)).toEqual(['1crn.pdb', '1ubq.pdb']);
    expect(strFromU8(files['1crn.pdb'])).toBe(readFileSync(join(fixtures, '1crn.pdb'), 'utf8'));
  });

  it('answers the lost-PDB message for a pose without structure text, and 404 for unknown or foreign ids', async () => {
    const poses = await seedRealPoses();
    const bare = (await a('POST', `/api/sessions/${sid}/poses`, { name: 'no text', pose_collection_id: collectionId }))
      .body;
    const lost = await a('POST', `/api/sessions/${sid}/exportPDBs`, { ids: [poses[0]._id, bare._id] });
    expect(lost.status).toBe(404);
    expect(lost.body.message).toBe(
      `The PDB data for pose no text was lost. Please contact support and provide the following code: ${bare._id}`,
    );
    expect((await a('POST', `/api/sessions/${sid}/export-fasta`, { ids: ['f'.repeat(24)] })).status).toBe(404);
    expect((await as(bob)('POST', `/api/sessions/${sid}/export-fasta`, { ids: [poses[0]._id] })).status).toBe(404);
    expect((await a('POST', `/api/sessions/${sid}/export-fasta`, { ids: [] })).status).toBe(400);
  });
});

describe('bulk selection updates', () => {
  it('selects 5,000 poses in one request and one statement, bumping only rows that change', async () => {
    const {
      sessionId,
      collectionId: cid,
      poseIds,
    } = await seedCollection(database.db, { ownerId: 'local|alice', count: 6000 });
    const reply = await a('POST', '/api/poses/update/many', {
      ids: poseIds.slice(0, 5000),
      update: { is_selected: true },
    });
    expect(reply.body).toEqual({ ok: true, updated: 5000 });
    expect(await selectedCount(sessionId, cid)).toBe(5000);
    const again = await a('POST', '/api/poses/update/many', {
      ids: poseIds.slice(4000, 5001),
      update: { is_selected: true },
    });
    expect(again.body.updated).toBe(1);
    const [first] = (await a('POST', `/api/sessions/${sessionId}/poses/getMany`, { ids: [poseIds[0]] })).body;
    expect(first).toMatchObject({ is_selected: true, version: 2, updated_user_name: 'Alice Editor' });
  });

  it('changes nothing when any id is not the caller’s, and rejects malformed updates', async () => {
    const mine = await seedCollection(database.db, { ownerId: 'local|alice', count: 10 });
    const theirs = await seedCollection(database.db, { ownerId: 'local|bob', count: 10 });
    const mixed = await a('POST', '/api/poses/update/many', {
      ids: [...mine.poseIds, theirs.poseIds[0]],
      update: { is_selected: true },
    });
    expect(mixed.status).toBe(404);
    expect(await selectedCount(mine.sessionId, mine.collectionId)).toBe(0);
    expect(
      (await as(bob)('POST', '/api/poses/update/many', { ids: mine.poseIds, update: { is_visible: true } })).status,
    ).toBe(404);
    expect(
      (await as(bob)('POST', `/api/poses/updateInCollection/${mine.collectionId}`, { update: { is_visible: true } }))
        .status,
    ).toBe(404);
    expect((await a('POST', '/api/poses/update/many', { ids: mine.poseIds, update: { name: 'x' } })).status).toBe(400);
    expect((await a('POST', '/api/poses/update/many', { ids: mine.poseIds, update: {} })).status).toBe(400);
    expect(await selectedCount(mine.sessionId, mine.collectionId, 'is_visible')).toBe(2);
  });

  it('hides every pose of a collection at once', async () => {
    const { sessionId, collectionId: cid } = await seedCollection(database.db, { ownerId: 'local|alice', count: 1200 });
    await a('POST', `/api/poses/updateInCollection/${cid}`, { update: { is_visible: true, is_selected: true } });
    expect(await selectedCount(sessionId, cid, 'is_visible')).toBe(1200);
    const reply = await a('POST', `/api/poses/updateInCollection/${cid}`, { update: { is_visible: false } });
    expect(reply.body.updated).toBe(1200);
    expect(await selectedCount(sessionId, cid, 'is_visible')).toBe(0);
    expect(await selectedCount(sessionId, cid)).toBe(1200);
  });

  it('does the same for sequences', async () => {
    const session = (await a('POST', '/api/sessions', { name: 'Seqs' })).body._id;
    const collection = (await a('POST', `/api/sessions/${session}/sequence_collections`, { name: 'Library' })).body._id;
    const ids = [];
    for (const name of ['a', 'b', 'c'])
      ids.push(
        (
          await a('POST', `/api/sessions/${session}/sequences`, {
            name,
            sequence: 'ACDE',
            sequence_collection_id: collection,
          })
        ).body._id,
      );
    expect(
      (await a('POST', '/api/sequences/update/many', { ids: ids.slice(0, 2), update: { is_selected: true } })).body
        .updated,
    ).toBe(2);
    expect(
      (await a('POST', `/api/sequences/updateInCollection/${collection}`, { update: { is_visible: true } })).body
        .updated,
    ).toBe(3);
    const models = (
      await a('POST', `/api/sessions/${session}/sequences/query`, {
        query: { sequence_collection_id: collection },
        sort: { name: 1 },
      })
    ).body.models;
    expect(
      models.map((m: { is_selected?: boolean; is_visible: boolean }) => [Boolean(m.is_selected), m.is_visible]),
    ).toEqual([
      [true, true],
      [true, true],
      [false, true],
    ]);
  });
});

describe('paged pose totals from the maintained collection counts', () => {
  it('stay exact through soft delete, archive, restore, hard delete, import and clone', async () => {
    const {
      sessionId,
      collectionId: cid,
      poseIds,
    } = await seedCollection(database.db, { ownerId: 'local|alice', count: 700 });
    const total = async (session: string, collection: string) =>
      (
        await a('POST', `/api/sessions/${session}/poses/query`, {
          query: { pose_collection_id: collection, is_deleted: false, is_archived: false },
          sort: { index: 1 },
          page: 1,
          per_page: 500,
        })
      ).body;
    expect(await total(sessionId, cid)).toMatchObject({ total: 700 });
    expect((await total(sessionId, cid)).models).toHaveLength(200);
    await a('PUT', `/api/sessions/${sessionId}/poses/softDelete`, { ids: poseIds.slice(0, 50) });
    await a('PUT', `/api/sessions/${sessionId}/poses/${poseIds[60]}/archive`);
    await a('DELETE', `/api/sessions/${sessionId}/poses/${poseIds[61]}`);
    expect((await total(sessionId, cid)).total).toBe(648);
    await a('PUT', `/api/sessions/${sessionId}/poses/restore`, { ids: poseIds.slice(0, 10) });
    expect((await total(sessionId, cid)).total).toBe(658);

    const target = (await a('POST', '/api/sessions', { name: 'Target' })).body._id;
    const imported = (
      await a('POST', `/api/sessions/${target}/importCollection`, {
        pose_collection_id: cid,
        source_session_id: sessionId,
      })
    ).body;
    expect((await total(target, imported._id)).total).toBe(658);
    const clone = (await a('POST', `/api/sessions/${sessionId}/clone`)).body;
    const [clonedCollection] = (await a('GET', `/api/sessions/${clone._id}/pose_collections`)).body;
    expect((await total(clone._id, clonedCollection._id)).total).toBe(658);
  });
});
