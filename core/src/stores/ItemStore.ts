import { proxy } from 'valtio';
import {
  ApiError,
  type Api,
  type ItemStore as ItemStoreApi,
  type ItemStoreState,
  LIMITS,
  MESSAGES,
  isSessionScoped,
  type BaseItem,
  type EntityType,
  type QueryReply,
  type QueryRequest,
} from '@bench/sdk';
import { sleep, systemClock, type Clock } from '../services/clock.ts';

/** Reads wait this long for a project to open before failing. */
const SESSION_WAIT_MS = 30_000;

export interface ItemStoreDeps {
  type: EntityType;
  api: Pick<Api, 'request'>;
  /** the open project, for session-scoped types */
  sessionId: () => string | null;
  clock?: Clock;
}

/** The one store implementation behind every entity type. */
export class ItemStore<T extends BaseItem = BaseItem> implements ItemStoreApi<T> {
  readonly type: EntityType;
  readonly state: ItemStoreState<T> = proxy<ItemStoreState<T>>({ items: {}, loading: false, error: null, revision: 0 });
  private readonly clock: Clock;
  /** bumped by clear(): replies to requests made before it are not cached */
  private generation = 0;
  private inFlight = 0;

  constructor(private readonly deps: ItemStoreDeps) {
    this.type = deps.type;
    this.clock = deps.clock ?? systemClock;
  }

  query(request: QueryRequest = {}): Promise<QueryReply<T>> {
    return this.run('read', 'POST', '/query', request, (reply: QueryReply<T>) => {
      this.cache(reply.models);
      return reply;
    });
  }

  async queryAll(request: Omit<QueryRequest, 'page' | 'per_page'> = {}): Promise<T[]> {
    const all: T[] = [];
    for (let page = 0; ; page++) {
      const reply = await this.query({ ...request, page, per_page: LIMITS.pageSize });
      all.push(...reply.models);
      if (reply.models.length < LIMITS.pageSize || (reply.total !== undefined && all.length >= reply.total)) break;
    }
    return all;
  }

  get(id: string): Promise<T> {
    return this.run('read', 'GET', `/${id}`, undefined, (item: T) => {
      this.cache([item]);
      return item;
    });
  }

  async getMany(ids: string[]): Promise<T[]> {
    const chunks: string[][] = [];
    for (let i = 0; i < ids.length; i += LIMITS.batchChunk) chunks.push(ids.slice(i, i + LIMITS.batchChunk));
    const replies = await Promise.all(
      chunks.map((chunk) =>
        this.run('read', 'POST', '/getMany', { ids: chunk }, (items: T[]) => {
          this.cache(items);
          return items;
        }),
      ),
    );
    return replies.flat();
  }

  create(body: Partial<T>): Promise<T> {
    return this.run('write', 'POST', '', body, (item: T) => {
      this.cache([item]);
      return item;
    });
  }

  update(id: string, patch: Partial<T>): Promise<T> {
    return this.run('write', 'PUT', `/${id}`, patch, (item: T) => {
      this.cache([item]);
      return item;
    });
  }

  archive(id: string): Promise<void> {
    return this.run('write', 'PUT', `/${id}/archive`, undefined, () => this.remove([id]));
  }

  dearchive(id: string): Promise<void> {
    return this.run('write', 'PUT', `/${id}/dearchive`, undefined, (item: T) => this.cache([item]));
  }

  softDelete(ids: string[]): Promise<void> {
    return this.run('write', 'PUT', '/softDelete', { ids }, () => this.remove(ids));
  }

  /** Restored items leave the trash listing they were cached from. */
  restore(ids: string[]): Promise<void> {
    return this.run('write', 'PUT', '/restore', { ids }, () => this.remove(ids));
  }

  delete(id: string): Promise<void> {
    return this.run('write', 'DELETE', `/${id}`, undefined, () => this.remove([id]));
  }

  touch(): void {
    this.state.revision += 1;
  }

  async reread(ids: string[]): Promise<void> {
    await this.refresh(ids);
    this.touch();
  }

  async refresh(ids: string[]): Promise<void> {
    const cached = ids.filter((id) => id in this.state.items);
    if (!cached.length) return;
    const generation = this.generation;
    const fresh = await this.getMany(cached);
    if (generation !== this.generation) return;
    const alive = new Set(fresh.filter((item) => !item.is_deleted && !item.is_archived).map((item) => item._id));
    this.remove(cached.filter((id) => !alive.has(id)));
  }

  /** Drops removed ids from the cache (live delete, soft-delete and archive events). */
  remove(ids: string[]): void {
    for (const id of ids) delete this.state.items[id];
  }

  clear(): void {
    this.generation++;
    this.inFlight = 0;
    this.state.items = {};
    this.state.loading = false;
    this.state.error = null;
  }

  private async run<R, V>(
    kind: 'read' | 'write',
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    suffix: string,
    body: unknown,
    onReply: (reply: R) => V,
  ): Promise<V> {
    const base = await this.basePath(kind);
    const generation = this.generation;
    this.inFlight++;
    this.state.loading = true;
    try {
      const reply = await this.deps.api.request<R>(method, base + suffix, body === undefined ? {} : { body });
      // a reply that arrives after the project switched is handed back but not cached
      if (generation !== this.generation) return reply as unknown as V;
      this.state.error = null;
      const value = onReply(reply);
      // every list of this type re-runs its own query after a change made here
      if (kind === 'write') this.touch();
      return value;
    } catch (error) {
      const failure = storeError(error);
      if (generation === this.generation) this.state.error = failure.message;
      throw failure;
    } finally {
      if (generation === this.generation) this.state.loading = --this.inFlight > 0;
    }
  }

  /** Session-scoped reads wait (every 500 ms, ~30 s at most) for a project; writes fail at once. */
  private async basePath(kind: 'read' | 'write'): Promise<string> {
    if (!isSessionScoped(this.type)) return `/api/${this.type}`;
    for (let waited = 0; ; waited += LIMITS.uninitialisedRetryMs) {
      const sessionId = this.deps.sessionId();
      if (sessionId) return `/api/sessions/${sessionId}/${this.type}`;
      if (kind === 'write' || waited >= SESSION_WAIT_MS) throw new Error(MESSAGES.notInitialized);
      await sleep(this.clock, LIMITS.uninitialisedRetryMs);
    }
  }

  private cache(items: T[]) {
    for (const item of items) this.state.items[item._id] = item;
  }
}

/** 422 carries a message for the user; every other failure reads 'Error.' (spec 3 §8). */
function storeError(error: unknown): ApiError {
  if (error instanceof ApiError) {
    return new ApiError(
      error.status === 422 ? error.message : MESSAGES.genericStoreError,
      error.status,
      error.code,
      error.data,
    );
  }
  return new ApiError(MESSAGES.genericStoreError, 0);
}
