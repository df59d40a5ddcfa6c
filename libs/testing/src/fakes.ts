import { proxy } from 'valtio';
import {
  ApiError,
  MESSAGES,
  type Api,
  type AppSettings,
  type Auth,
  type AuthState,
  type Live,
  type LiveState,
  type ModelEvent,
  type Notify,
  type NotifyState,
  type RequestOptions,
  type Toast,
  type ToastKind,
  type Unsubscribe,
  type User,
  type UserFlags,
  type WindowMessage,
} from '@bench/sdk';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface FakeRequest {
  method: Method;
  path: string;
  body?: unknown;
  query?: RequestOptions['query'];
  /** values of `:name` segments in the matched route */
  params: Record<string, string>;
}

/** A route answer: a value, or a function of the request (throw an ApiError to fail). */
export type FakeRoute = ((request: FakeRequest) => unknown) | object | string | number | boolean | null;

export interface FakeApi extends Api {
  /** every call, in order */
  readonly calls: Omit<FakeRequest, 'params'>[];
}

/**
 * An Api answering from `{ 'GET /api/sessions/:id': handler }`. Unmatched calls reject with a
 * 404 ApiError naming the call, so a test sees which route it forgot.
 */
export function fakeApi(routes: Record<string, FakeRoute> = {}): FakeApi {
  const calls: FakeApi['calls'] = [];
  const table = Object.entries(routes).map(([key, answer]) => {
    const [method, pattern] = key.split(' ');
    return { method, segments: pattern.split('/'), answer };
  });

  async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
    calls.push({
      method,
      path,
      ...(options.body !== undefined ? { body: options.body } : {}),
      ...(options.query ? { query: options.query } : {}),
    });
    const parts = path.split('?')[0].split('/');
    for (const route of table) {
      const params = matchRoute(route.segments, parts);
      if (route.method !== method || !params) continue;
      const answer =
        typeof route.answer === 'function'
          ? await route.answer({ method, path, body: options.body, query: options.query, params })
          : route.answer;
      return structuredClone(answer) as T;
    }
    throw new ApiError(`fakeApi: no route for ${method} ${path}`, 404, 'NOT_FOUND');
  }

  return {
    clientId: 'test-client',
    calls,
    request,
    get: (path, query) => request('GET', path, { query }),
    post: (path, body) => request('POST', path, { body }),
    put: (path, body) => request('PUT', path, { body }),
    delete: (path) => request('DELETE', path),
    download: async (method, path, body) => {
      const answer = await request<unknown>(method, path, { body });
      return answer instanceof Blob ? answer : new Blob([typeof answer === 'string' ? answer : JSON.stringify(answer)]);
    },
  };
}

function matchRoute(pattern: string[], parts: string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i].startsWith(':')) params[pattern[i].slice(1)] = decodeURIComponent(parts[i]);
    else if (pattern[i] !== parts[i]) return null;
  }
  return params;
}

export interface FakeNotify extends Notify {
  readonly messages: { kind: ToastKind; message: string }[];
  readonly desktopShown: string[];
}

/** A Notify that records every message (and still shows toasts and the banner in the shell). */
export function fakeNotify(): FakeNotify {
  const state = proxy<NotifyState>({ toasts: [], banner: null });
  const messages: FakeNotify['messages'] = [];
  const desktopShown: string[] = [];
  let nextId = 1;
  const push = (kind: ToastKind, message: string, link?: Toast['link']) => {
    messages.push({ kind, message });
    state.toasts.push({ id: nextId++, kind, message, ...(link ? { link } : {}) });
  };
  return {
    state,
    messages,
    desktopShown,
    success: (m) => push('success', m),
    info: (m) => push('info', m),
    warning: (m) => push('warning', m),
    error: (m, link) => push('error', m, link),
    dismiss: (id) => {
      const index = state.toasts.findIndex((t) => t.id === id);
      if (index >= 0) state.toasts.splice(index, 1);
    },
    setDisruption: (message, url) => {
      if (message === null) return;
      const text = message === 'generic-message' ? MESSAGES.serviceDisruption : message;
      state.banner = text ? { message: text, ...(url ? { url } : {}) } : null;
    },
    desktop: (n) => void desktopShown.push(n._id),
  };
}

export interface FakeLive extends Live {
  readonly joined: Set<string>;
  /** the window and displaybox messages sent */
  readonly emitted: WindowMessage[];
  /** deliver an event on a channel as if the server published it */
  deliver(channel: string, event: string, data: unknown): void;
  /** deliver a model event as if another client changed something */
  emitModel(event: ModelEvent): void;
  /** confirm a subscription as if the server had just accepted it */
  confirmSubscription(channel: string): void;
}

/** An in-memory Live: joins are recorded, nothing goes over the network. */
export function fakeLive(): FakeLive {
  const state = proxy<LiveState>({ connected: true, online: true });
  const joined = new Set<string>();
  const emitted: WindowMessage[] = [];
  const modelHandlers = new Set<(event: ModelEvent) => void>();
  const subscribedHandlers = new Set<(channel: string) => void>();
  const handlers = new Map<string, Set<(data: unknown) => void>>();
  const on = <T>(set: Set<T>, item: T): Unsubscribe => {
    set.add(item);
    return () => void set.delete(item);
  };
  return {
    state,
    joined,
    connect: () => void (state.connected = true),
    disconnect: () => void (state.connected = false),
    joinUserChannel: (id) => void joined.add(`user:${id}`),
    joinSessionChannel: (id) => void joined.add(`session:${id}`),
    leaveSessionChannel: (id) => void joined.delete(`session:${id}`),
    bind: (channel, event, handler) => {
      const key = `${channel} ${event}`;
      if (!handlers.has(key)) handlers.set(key, new Set());
      return on(handlers.get(key)!, handler as (data: unknown) => void);
    },
    emitted,
    emit: async (message) => void emitted.push(message),
    deliver: (channel, event, data) => handlers.get(`${channel} ${event}`)?.forEach((h) => h(data)),
    onModelEvent: (handler) => on(modelHandlers, handler),
    emitModel: (event) => modelHandlers.forEach((h) => h(event)),
    onSubscribed: (handler) => on(subscribedHandlers, handler),
    confirmSubscription: (channel) => subscribedHandlers.forEach((h) => h(channel)),
  };
}

export function testUser(flags: Partial<UserFlags> = {}, overrides: Partial<User> = {}): User {
  const none: UserFlags = { canCloneProject: false, canUseTestingTools: false };
  return {
    id: 'test-user',
    firstName: 'Test',
    lastName: 'User',
    roles: [],
    isPromotionEditor: false,
    ...overrides,
    flags: { ...none, ...overrides.flags, ...flags },
  };
}

/** A signed-in Auth that never touches the network. */
export function fakeAuth(user: User): Auth {
  const state = proxy<AuthState>({ user, signInRequired: false });
  return {
    mode: 'local',
    state,
    get user() {
      return state.user;
    },
    start: async () => user,
    getToken: () => 'test-token',
    renew: async () => {},
    login: () => {},
    loginWithPassword: async () => user,
    logout: () => void (state.user = null),
    handleCallback: async () => '/',
  };
}

export function testSettings(overrides: Partial<AppSettings> = {}): AppSettings {
  return {
    authMode: 'local',
    localLoginRequired: false,
    callbackPath: '/callback',
    supportUrl: 'https://support.example.test',
    cadUrl: 'https://cad.example.test',
    supportHost: 'bench.example.test',
    live: {
      key: 'test',
      wsHost: '127.0.0.1',
      wsPort: 0,
      forceTLS: false,
      cluster: 'local',
      authEndpoint: '/api/live/auth',
    },
    gzipThresholdBytes: 1024,
    maxResults: 10_000,
    authLeewaySeconds: 60,
    engines: {},
    pluginSettings: {},
    ...overrides,
  };
}
