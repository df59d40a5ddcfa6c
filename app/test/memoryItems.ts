import type { BaseItem, Session } from '@bench/sdk';
import { fakeApi, type FakeApi, type FakeRequest } from '@bench/testing';

/**
 * The server's generic item routes (spec 3 §7) over in-memory tables, for tests that load the
 * whole catalog with real stores: queries filter by field equality like the server does.
 */
export interface MemoryItems {
  api: FakeApi;
  session: Session;
  add<T extends Partial<BaseItem>>(type: string, item: T): BaseItem & T;
  table(type: string): Map<string, BaseItem>;
}

const STAMP = '2026-01-01T00:00:00.000Z';
let counter = 0;

export function memoryItems(sessionId: string, open: Partial<Session> = {}): MemoryItems {
  const session = { _id: sessionId, name: 'Composed', view: {}, state: {}, ...open } as unknown as Session;
  const tables = new Map<string, Map<string, BaseItem>>();
  const table = (type: string) => tables.get(type) ?? tables.set(type, new Map()).get(type)!;
  const add = <T extends Partial<BaseItem>>(type: string, item: T) => {
    const stored = {
      _id: `${type}-${++counter}`,
      session_id: sessionId,
      created_timestamp: STAMP,
      updated_timestamp: STAMP,
      is_archived: false,
      is_deleted: false,
      schema_version: 1,
      version: 1,
      ...item,
    } as unknown as BaseItem & T;
    table(type).set(stored._id, stored);
    return stored;
  };
  const body = (r: FakeRequest) => (r.body ?? {}) as Record<string, any>;
  const item = (r: FakeRequest) => table(r.params.type).get(r.params.id);
  const flag = (patch: Partial<BaseItem>) => (r: FakeRequest) => Object.assign(item(r)!, patch);
  const many = (patch: Partial<BaseItem>) => (r: FakeRequest) => {
    for (const id of body(r).ids as string[]) Object.assign(table(r.params.type).get(id)!, patch);
    return {};
  };
  const api = fakeApi({
    'GET /api/sessions/:id': () => session,
    'PUT /api/sessions/:id': (r) => Object.assign(session, body(r)),
    'POST /api/sessions/:sid/:type/query': (r) => ({
      models: [...table(r.params.type).values()].filter((m) =>
        Object.entries(body(r).query ?? {}).every(([k, v]) => (m as unknown as Record<string, unknown>)[k] === v),
      ),
    }),
    'POST /api/sessions/:sid/:type/getMany': (r) =>
      (body(r).ids as string[]).map((id) => table(r.params.type).get(id)).filter(Boolean),
    'PUT /api/sessions/:sid/:type/softDelete': many({ is_deleted: true }),
    'PUT /api/sessions/:sid/:type/restore': many({ is_deleted: false }),
    'PUT /api/sessions/:sid/:type/:id/archive': flag({ is_archived: true }),
    'PUT /api/sessions/:sid/:type/:id/dearchive': flag({ is_archived: false }),
    'GET /api/sessions/:sid/:type/:id': item,
    'PUT /api/sessions/:sid/:type/:id': (r) => Object.assign(item(r)!, body(r)),
    'POST /api/sessions/:sid/:type': (r) => add(r.params.type, body(r)),
    'POST /api/:type/query': () => ({ models: [] }),
  });
  return { api, session, add, table };
}
