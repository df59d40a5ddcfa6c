import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type RequestOptions, MESSAGES, type BaseItem, type ModelEvent } from '@bench/sdk';
import { StoresService } from '../src/stores/StoresService.ts';

type Call = { method: string; path: string; body?: any };

function item(id: string, extra: Partial<BaseItem> = {}): BaseItem {
  return {
    _id: id,
    created_timestamp: '',
    updated_timestamp: '',
    is_deleted: false,
    is_archived: false,
    schema_version: 1,
    version: 1,
    ...extra,
  };
}

/** An Api that records calls and answers like the server's generic item routes. */
function recordingApi(answer: (call: Call) => unknown = () => ({})) {
  const calls: Call[] = [];
  return {
    calls,
    request: async <T>(method: string, path: string, options: RequestOptions = {}): Promise<T> => {
      const call = { method, path, body: options.body };
      calls.push(call);
      return answer(call) as T;
    },
  };
}

function liveHub() {
  const handlers: ((event: ModelEvent) => void)[] = [];
  return {
    onModelEvent: (handler: (event: ModelEvent) => void) => {
      handlers.push(handler);
      return () => {};
    },
    deliver: (event: ModelEvent) => handlers.forEach((h) => h(event)),
  };
}

afterEach(() => vi.useRealTimers());

describe('item stores', () => {
  it('use /api/{type} for global types and /api/sessions/{sid}/{type} for session-scoped ones', async () => {
    const api = recordingApi((c) => item(c.path.split('/').pop()!));
    const stores = new StoresService({ api });
    stores.setSession('s1');
    await stores.of('sessions').get('a');
    await stores.of('poses').get('b');
    expect(api.calls.map((c) => c.path)).toEqual(['/api/sessions/a', '/api/sessions/s1/poses/b']);
  });

  it('touch tells readers about bulk changes without a request', () => {
    const api = recordingApi(() => ({}));
    const poses = new StoresService({ api }).of('poses');
    poses.touch();
    poses.touch();
    expect(poses.state.revision).toBe(2);
    expect(api.calls).toEqual([]);
  });

  it("reread takes a cached item's new state from the server after another route changed it, and raises revision", async () => {
    let status = 'RUNNING';
    const api = recordingApi((c) => (c.path.endsWith('getMany') ? [item('t1', { status } as never)] : item('t1')));
    const stores = new StoresService({ api });
    stores.setSession('s1');
    const items = stores.of('poses');
    await items.get('t1');
    status = 'CANCELLED';
    const before = items.state.revision;
    await items.reread(['t1', 'never-read']);
    expect((items.state.items.t1 as unknown as { status: string }).status).toBe('CANCELLED');
    expect(items.state.revision).toBe(before + 1);
    expect(api.calls.at(-1)).toMatchObject({ path: '/api/sessions/s1/poses/getMany', body: { ids: ['t1'] } });
  });

  it('every write and every live event of the type raises revision, so each list re-runs its own query', async () => {
    const live = liveHub();
    const api = recordingApi((c) => (c.path.endsWith('getMany') ? [] : item('c1')));
    const stores = new StoresService({ api, live });
    stores.setSession('s1');
    const collections = stores.of('pose_collections');
    await collections.create({ name: 'x' });
    await collections.archive('c1');
    await collections.dearchive('c1');
    expect(collections.state.revision).toBe(3);
    await collections.get('c1');
    expect(collections.state.revision).toBe(3);
    live.deliver({ op: 'create', type: 'pose_collections', ids: ['made-by-a-job'], session_id: 's1' });
    await vi.waitFor(() => expect(collections.state.revision).toBe(4));
    live.deliver({ op: 'archive', type: 'pose_collections', ids: ['c1'], session_id: 's1' });
    expect(collections.state.revision).toBe(5);
  });

  it('getMany asks in chunks of 10, in parallel, and caches every item', async () => {
    const api = recordingApi((c) => c.body.ids.map((id: string) => item(id)));
    const stores = new StoresService({ api });
    stores.setSession('s1');
    const ids = Array.from({ length: 23 }, (_, i) => `p${i}`);
    const items = await stores.of('poses').getMany(ids);
    expect(api.calls.map((c) => c.body.ids.length)).toEqual([10, 10, 3]);
    expect(api.calls.every((c) => c.method === 'POST' && c.path === '/api/sessions/s1/poses/getMany')).toBe(true);
    expect(items.map((i) => i._id)).toEqual(ids);
    expect(Object.keys(stores.of('poses').state.items)).toHaveLength(23);
  });

  it('stays loading until the last of several requests answers', async () => {
    const pending: (() => void)[] = [];
    const api = recordingApi(
      (c) => new Promise((resolve) => pending.push(() => resolve(item(c.path.split('/').pop()!)))),
    );
    const sessions = new StoresService({ api }).of('sessions');
    const first = sessions.get('a');
    const second = sessions.get('b');
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    pending[0]();
    await first;
    expect(sessions.state.loading).toBe(true);
    pending[1]();
    await second;
    expect(sessions.state.loading).toBe(false);
  });

  it('queryAll asks pages of 500 until a short page arrives', async () => {
    const total = 1_234;
    const api = recordingApi(({ body }) => {
      const start = body.page * body.per_page;
      const models = Array.from({ length: Math.max(0, Math.min(body.per_page, total - start)) }, (_, i) =>
        item(`p${start + i}`),
      );
      return { models, total };
    });
    const stores = new StoresService({ api });
    stores.setSession('s1');
    const all = await stores.of('poses').queryAll({ query: { pose_collection_id: 'c1' } });
    expect(all).toHaveLength(total);
    expect(api.calls.map((c) => [c.body.page, c.body.per_page])).toEqual([
      [0, 500],
      [1, 500],
      [2, 500],
    ]);
    expect(api.calls[0].body.query).toEqual({ pose_collection_id: 'c1' });
  });

  it('rejects writes with the not-initialized message before a project is open', async () => {
    const api = recordingApi();
    const stores = new StoresService({ api });
    await expect(stores.of('selectors').create({ name: 'Selector 1' })).rejects.toThrow(MESSAGES.notInitialized);
    expect(api.calls).toHaveLength(0);
  });

  it('retries reads every 500 ms until a project is set, then answers', async () => {
    vi.useFakeTimers();
    const api = recordingApi((c) => item(c.path.split('/').pop()!));
    const stores = new StoresService({ api });
    const read = stores.of('poses').get('p1');
    await vi.advanceTimersByTimeAsync(1_600);
    expect(api.calls).toHaveLength(0);
    stores.setSession('s1');
    await vi.advanceTimersByTimeAsync(399);
    expect(api.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect(read).resolves.toMatchObject({ _id: 'p1' });
    expect(api.calls[0].path).toBe('/api/sessions/s1/poses/p1');
  });

  it('gives up waiting after about 30 s', async () => {
    vi.useFakeTimers();
    const stores = new StoresService({ api: recordingApi() });
    const read = stores.of('poses').get('p1');
    const outcome = expect(read).rejects.toThrow(MESSAGES.notInitialized);
    await vi.advanceTimersByTimeAsync(30_000);
    await outcome;
  });

  it('switching project clears session caches and state but keeps global ones', async () => {
    const api = recordingApi((c) => item(c.path.split('/').pop()!));
    const stores = new StoresService({ api });
    stores.setSession('s1');
    await stores.of('poses').get('p1');
    await stores.of('sessions').get('s1');
    stores.setSession('s2');
    expect(stores.of('poses').state).toMatchObject({ items: {}, loading: false, error: null });
    expect(stores.of('sessions').state.items).toHaveProperty('s1');
  });

  it('does not cache a reply that arrives after the project switched', async () => {
    let release!: () => void;
    const api = recordingApi(
      (c) => new Promise((resolve) => (release = () => resolve(item(c.path.split('/').pop()!)))),
    );
    const stores = new StoresService({ api });
    stores.setSession('s1');
    const read = stores.of('poses').get('old');
    await Promise.resolve();
    stores.setSession('s2');
    release();
    await read;
    expect(stores.of('poses').state.items).toEqual({});
  });

  it('rejects with the server message on 422 and with Error. otherwise, recording it in state', async () => {
    let failure = new ApiError('Name already used', 422, 'VALIDATION');
    const api = recordingApi(() => Promise.reject(failure));
    const stores = new StoresService({ api });
    await expect(stores.of('sessions').create({ name: 'x' })).rejects.toThrow('Name already used');
    failure = new ApiError('boom', 500, 'INTERNAL');
    await expect(stores.of('sessions').update('s', { name: 'y' })).rejects.toThrow(/^Error\.$/);
    expect(stores.of('sessions').state.error).toBe('Error.');
  });

  it('live model events refetch changed ids of the open project and drop removed ones', async () => {
    const live = liveHub();
    let version = 1;
    const api = recordingApi((c) =>
      c.path.endsWith('getMany')
        ? c.body.ids.map((id: string) => item(id, { version }))
        : item(c.path.split('/').pop()!),
    );
    const stores = new StoresService({ api, live });
    stores.setSession('s1');
    const poses = stores.of('poses');
    await poses.getMany(['p1', 'p2']);
    api.calls.length = 0;
    version = 2;

    live.deliver({ op: 'update', type: 'poses', ids: ['p1', 'unknown'], session_id: 's1' });
    await vi.waitFor(() => expect(poses.state.items.p1.version).toBe(2));
    expect(api.calls).toEqual([{ method: 'POST', path: '/api/sessions/s1/poses/getMany', body: { ids: ['p1'] } }]);

    live.deliver({ op: 'soft-delete', type: 'poses', ids: ['p2'], session_id: 's1' });
    expect(poses.state.items).not.toHaveProperty('p2');

    live.deliver({ op: 'update', type: 'poses', ids: ['p1'], session_id: 'another-session' });
    expect(api.calls).toHaveLength(1);
  });
});
