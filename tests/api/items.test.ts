import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { startServer, type TestServer } from './helpers/server.ts';

let database: TestDatabase;
let server: TestServer;
let sid: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(database.db);
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});
beforeEach(async () => {
  await database.reset();
  sid = (await server.call('POST', '/api/sessions', { body: { name: 'Items' } })).body._id;
});

const at = (path: string) => `/api/sessions/${sid}/${path}`;

async function makePoses(count: number, collectionId: string) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const reply = await server.call('POST', at('poses'), {
      body: {
        name: `pose ${i}`,
        index: (i * 7) % count,
        pose_collection_id: collectionId,
        score: i / 10,
        is_selected: i % 2 === 0,
      },
    });
    expect(reply.status).toBe(201);
    ids.push(reply.body._id);
  }
  return ids;
}

describe('generic item routes', () => {
  it('creates, reads, updates and hard-deletes with server-maintained fields', async () => {
    const created = await server.call('POST', at('selectors'), { body: { name: 'Selector 1', positions: [1, 2, 5] } });
    expect(created.status).toBe(201);
    const item = created.body;
    expect(item._id).toMatch(/^[0-9a-f]{24}$/);
    expect(item).toMatchObject({
      session_id: sid,
      version: 1,
      is_deleted: false,
      is_archived: false,
      created_user_id: 'local',
      created_user_name: 'Local User',
    });

    const updated = await server.call('PUT', at(`selectors/${item._id}`), {
      body: { positions: [3], version: 99, created_user_id: 'x' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ positions: [3], version: 2, created_user_id: 'local', name: 'Selector 1' });

    expect((await server.call('GET', at(`selectors/${item._id}`))).body.positions).toEqual([3]);
    expect((await server.call('DELETE', at(`selectors/${item._id}`))).body).toEqual({ ok: true });
    const gone = await server.call('GET', at(`selectors/${item._id}`));
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('NOT_FOUND');
  });

  it('lists only active items and moves them through archive, trash and back', async () => {
    const a = (
      await server.call('POST', at('actions'), { body: { name: 'Prepare 1', input: { task: 'prepare' }, results: [] } })
    ).body;
    const b = (
      await server.call('POST', at('actions'), { body: { name: 'Relax 1', input: { task: 'relax' }, results: [] } })
    ).body;
    const list = async () => (await server.call('GET', at('actions'))).body.map((x: { _id: string }) => x._id).sort();
    expect(await list()).toEqual([a._id, b._id].sort());

    const archived = await server.call('PUT', at(`actions/${a._id}/archive`));
    expect(archived.body).toMatchObject({ is_archived: true, version: 2 });
    expect(archived.body.archived_timestamp).toBeTruthy();
    expect(await list()).toEqual([b._id]);
    await server.call('PUT', at(`actions/${a._id}/dearchive`));

    expect((await server.call('PUT', at('actions/softDelete'), { body: { ids: [a._id, b._id] } })).body).toEqual({
      ok: true,
    });
    expect(await list()).toEqual([]);
    const trashed = await server.call('GET', at(`actions/${a._id}`));
    expect(trashed.body).toMatchObject({ is_deleted: true });
    const inTrash = await server.call('POST', at('actions/query'), {
      body: { query: { is_deleted: true }, sort: { deleted_timestamp: -1 } },
    });
    expect(inTrash.body.models).toHaveLength(2);

    await server.call('PUT', at('actions/restore'), { body: { ids: [b._id] } });
    expect(await list()).toEqual([b._id]);
  });

  it('softDelete with an unknown id changes nothing', async () => {
    const a = (await server.call('POST', at('free_ligands'), { body: { name: 'ATP' } })).body;
    const reply = await server.call('PUT', at('free_ligands/softDelete'), { body: { ids: [a._id, 'f'.repeat(24)] } });
    expect(reply.status).toBe(404);
    expect((await server.call('GET', at(`free_ligands/${a._id}`))).body.is_deleted).toBe(false);
  });

  it('getMany answers in the order asked and leaves out missing ids', async () => {
    const ids = [];
    for (const name of ['a', 'b', 'c'])
      ids.push((await server.call('POST', at('sequence_collections'), { body: { name } })).body._id);
    const reply = await server.call('POST', at('sequence_collections/getMany'), {
      body: { ids: [ids[2], 'e'.repeat(24), ids[0]] },
    });
    expect(reply.body.map((x: { name: string }) => x.name)).toEqual(['c', 'a']);
  });

  it('queries poses of a collection page by page, sorted, with totals and projected fields', async () => {
    const collection = (
      await server.call('POST', at('pose_collections'), { body: { name: 'Results', type: 'ai-folding-monomer' } })
    ).body;
    const other = (await server.call('POST', at('pose_collections'), { body: { name: 'Other' } })).body;
    await makePoses(12, collection._id);
    await makePoses(3, other._id);

    const page = async (n: number) =>
      (
        await server.call('POST', at('poses/query'), {
          body: {
            query: { pose_collection_id: collection._id, is_deleted: false },
            sort: { index: 1 },
            page: n,
            per_page: 5,
            fields: ['name', 'index'],
          },
        })
      ).body;
    const pages = [await page(0), await page(1), await page(2)];
    expect(pages.map((p) => p.total)).toEqual([12, 12, 12]);
    expect(pages.map((p) => p.models.length)).toEqual([5, 5, 2]);
    expect(pages.flatMap((p) => p.models.map((m: { index: number }) => m.index))).toEqual([...Array(12).keys()]);
    expect(Object.keys(pages[0].models[0]).sort()).toEqual(['_id', 'index', 'name']);

    const selected = await server.call('POST', at('poses/query'), {
      body: {
        query: {
          pose_collection_id: { $in: [collection._id, other._id] },
          is_selected: true,
          score: { $gte: 0.4, $lt: 1 },
        },
        sort: { score: -1 },
      },
    });
    expect(selected.body.models.map((m: { score: number }) => m.score)).toEqual([0.8, 0.6, 0.4]);
    expect(selected.body.total).toBeUndefined();

    const ne = await server.call('POST', at('poses/query'), {
      body: { query: { pose_collection_id: { $ne: collection._id } } },
    });
    expect(ne.body.models).toHaveLength(3);
    const exists = await server.call('POST', at('pose_collections/query'), {
      body: { query: { type: { $exists: true } } },
    });
    expect(exists.body.models.map((m: { name: string }) => m.name)).toEqual(['Results']);
  });

  it('refreshes a cached total after a write', async () => {
    const collection = (await server.call('POST', at('pose_collections'), { body: { name: 'C' } })).body;
    const ids = await makePoses(4, collection._id);
    const total = async () =>
      (
        await server.call('POST', at('poses/query'), {
          body: { query: { pose_collection_id: collection._id, is_deleted: false }, page: 0, per_page: 2 },
        })
      ).body.total;
    expect(await total()).toBe(4);
    await server.call('PUT', at('poses/softDelete'), { body: { ids: [ids[0]] } });
    expect(await total()).toBe(3);
  });

  it('rejects unknown query fields and operators, and takes injection attempts as plain values', async () => {
    await server.call('POST', at('selectors'), { body: { name: 'Keep me', positions: [1] } });
    const bad = [
      { query: { secret: 1 } },
      { query: { name: { $regex: '.*' } } },
      { query: { "name') OR 1=1 --": 'x' } },
      { sort: { 'name; DROP TABLE items': 1 } },
      { query: { name: { $where: 'true' } } },
      { query: { is_deleted: 'false' } },
      { fields: ['body'] },
    ];
    for (const body of bad) {
      const reply = await server.call('POST', at('selectors/query'), { body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.code).toBe('VALIDATION');
    }
    const injection = await server.call('POST', at('selectors/query'), { body: { query: { name: "x' OR '1'='1" } } });
    expect(injection.body.models).toEqual([]);
    const still = await server.call('GET', at('selectors'));
    expect(still.body.map((x: { name: string }) => x.name)).toEqual(['Keep me']);
  });

  it('serves every session-scoped type', async () => {
    // DDG results and ThermoMPNN items are made for a structure of the session (tests/api/ddg.test.ts, thermo-mpnn.test.ts)
    const pose = (await server.call('POST', at('poses'), { body: { name: 'p' } })).body;
    const bodies: Record<string, unknown> = {
      ddg_results: { pose_id: pose._id, results: {} },
      thermo_mpnns: { name: 'T', inputs: { pose_id: pose._id } },
      epitope_predictions: { inputs: { pose_id: pose._id, epitope_length: 9 } },
      structure_predictions: {
        name: 'S',
        type: 'ai-folding',
        status: 'created',
        input: { aiTool: 'AlphaFold2 Monomer', mode: 'monomer', sequences: ['TTCCPSIVARSNFNVCRLPG'] },
      },
      structure_prediction_groups: {
        name: 'Single-Chain HM 1',
        type: 'single-chain-hm',
        member_ids: [],
        submitted: false,
      },
      sequences: { name: 's', sequence: 'ACD', sequence_collection_id: 'b'.repeat(24), index: 0 },
    };
    for (const [type, body] of Object.entries(bodies)) {
      const created = await server.call('POST', at(type), { body });
      expect(created.status, `${type}: ${created.text}`).toBe(201);
      const list = await server.call('GET', at(type));
      expect(list.body.map((x: { _id: string }) => x._id)).toEqual([created.body._id]);
    }
  });
});
