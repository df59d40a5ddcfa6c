import {
  isSessionScoped,
  type BaseItem,
  type EntityType,
  type ModelEvent,
  type Api,
  type Live,
  type Stores,
} from '@bench/sdk';
import type { Clock } from '../services/clock.ts';
import { ItemStore } from './ItemStore.ts';

/** An entity type's URL segment: the platform's types and those plugins declare all look like this. */
const TYPE_NAME = /^[a-z][a-z0-9_]*$/;

const REMOVING_OPS = new Set<ModelEvent['op']>(['delete', 'soft-delete', 'archive']);

export interface StoresDeps {
  api: Pick<Api, 'request'>;
  /** model events refresh the matching store; absent in tests that exercise stores alone */
  live?: Pick<Live, 'onModelEvent'>;
  clock?: Clock;
}

/** One ItemStore per entity type, created on first use; owns the open project id. */
export class StoresService implements Stores {
  private currentSession: string | null = null;
  // biome-ignore lint/suspicious/noExplicitAny: one store per entity type, each typed where it is asked for
  private readonly stores = new Map<EntityType, ItemStore<any>>();

  constructor(private readonly deps: StoresDeps) {
    deps.live?.onModelEvent((event) => this.onModelEvent(event));
  }

  get sessionId(): string | null {
    return this.currentSession;
  }

  setSession(sessionId: string | null): void {
    if (sessionId === this.currentSession) return;
    this.currentSession = sessionId;
    for (const [type, store] of this.stores) if (isSessionScoped(type)) store.clear();
  }

  of<T extends BaseItem>(type: EntityType): ItemStore<T> {
    if (!TYPE_NAME.test(type)) throw new Error(`Not an entity type: '${type}'.`);
    let store = this.stores.get(type);
    if (!store) {
      store = new ItemStore<T>({
        type,
        api: this.deps.api,
        sessionId: () => this.currentSession,
        clock: this.deps.clock,
      });
      this.stores.set(type, store);
    }
    return store;
  }

  private onModelEvent(event: ModelEvent) {
    if (isSessionScoped(event.type) && event.session_id !== this.currentSession) return;
    const store = this.stores.get(event.type);
    if (!store) return;
    if (REMOVING_OPS.has(event.op)) {
      store.remove(event.ids);
      store.touch();
      return;
    }
    // lists re-run their queries once the cached copies are fresh (a create names no cached id)
    store.refresh(event.ids).then(
      () => store.touch(),
      (error) => console.error(`live refresh of ${event.type} failed`, error),
    );
  }
}
