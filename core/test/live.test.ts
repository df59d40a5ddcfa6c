import { describe, expect, it } from 'vitest';
import { MESSAGES, type BaseItem, type RequestOptions } from '@bench/sdk';
import { LiveService } from '../src/services/LiveService.ts';
import type { PusherChannelLike, PusherLike } from '../src/services/pusher.ts';
import { StoresService } from '../src/stores/StoresService.ts';
import { testSettings } from './settings.ts';

/** Stands in for pusher-js: records subscriptions and lets the test drive the connection. */
function fakePusher() {
  const channels = new Map<
    string,
    PusherChannelLike & { deliver(event: string, data: unknown): void; triggered: [string, unknown][] }
  >();
  let stateChange: (states: { previous: string; current: string }) => void = () => {};
  const subscriptions: string[] = [];
  let created: { key: string; options: any } | null = null;
  let disconnects = 0;
  const pusher: PusherLike = {
    connection: { bind: (_event, callback) => (stateChange = callback) },
    subscribe(name) {
      subscriptions.push(name);
      if (!channels.has(name)) {
        const listeners: ((event: string, data: unknown) => void)[] = [];
        const triggered: [string, unknown][] = [];
        channels.set(name, {
          triggered,
          bind_global: (cb) => listeners.push(cb),
          trigger: (event, data) => triggered.push([event, data]),
          deliver: (event, data) => listeners.forEach((l) => l(event, data)),
        });
      }
      return channels.get(name)!;
    },
    unsubscribe: (name) => void channels.delete(name),
    connect: () => {},
    disconnect: () => void disconnects++,
  };
  return {
    factory: async (key: string, options: any) => ((created = { key, options }), pusher),
    get created() {
      return created;
    },
    get disconnects() {
      return disconnects;
    },
    channels,
    subscriptions,
    state: (current: string) => stateChange({ previous: '', current }),
  };
}

function setup(browserOnline: boolean | undefined = true) {
  const pusher = fakePusher();
  const messages: string[] = [];
  const posts: [string, unknown][] = [];
  const notify = {
    info: (m: string) => messages.push(`info: ${m}`),
    warning: (m: string) => messages.push(`warning: ${m}`),
  };
  const live = new LiveService({
    settings: testSettings(),
    api: {
      clientId: '1-2-3',
      post: async <T>(path: string, body?: unknown) => (posts.push([path, body]), undefined as T),
    },
    auth: { getToken: () => 'tok' },
    notify,
    pusher: pusher.factory,
    browserOnline: () => browserOnline,
  });
  return { live, pusher, messages, posts };
}

describe('Live', () => {
  it('connects pusher-js with the settings and a bearer-signed channel authorization', async () => {
    const { live, pusher } = setup();
    await live.connect();
    const { key, options } = pusher.created!;
    expect(key).toBe('test');
    expect(options).toMatchObject({
      wsHost: '127.0.0.1',
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
      cluster: 'local',
    });
    expect(options.channelAuthorization).toMatchObject({ endpoint: '/api/live/auth', transport: 'ajax' });
    expect(options.channelAuthorization.headersProvider()).toEqual({ Authorization: 'Bearer tok' });
  });

  it('a disconnect while pusher-js is still loading leaves no connection behind', async () => {
    const { live, pusher } = setup();
    const connecting = live.connect();
    live.disconnect();
    await connecting;
    live.joinUserChannel('u1');
    expect(pusher.disconnects).toBe(1);
    expect(pusher.subscriptions).toEqual([]);
  });

  it('says offline when pusher-js cannot be loaded', async () => {
    const messages: string[] = [];
    const live = new LiveService({
      settings: testSettings(),
      api: { clientId: '1', post: async <T>() => undefined as T },
      auth: { getToken: () => null },
      notify: { info: (m: string) => messages.push(m), warning: (m: string) => messages.push(m) },
      pusher: () => Promise.reject(new Error('chunk failed to load')),
    });
    await live.connect();
    expect(messages).toEqual([MESSAGES.offline]);
  });

  it('joins the user channel with | replaced, and refuses another user channel name', async () => {
    const { live, pusher } = setup();
    await live.connect();
    live.joinUserChannel('auth0|abc');
    live.joinUserChannel('auth0|abc');
    expect(pusher.subscriptions).toEqual(['private-user-auth0-abc']);
    expect(() => live.joinUserChannel('auth0|other')).toThrow(/already private-user-auth0-abc/);
  });

  it('after a loss, says offline (with the browser hint when offline), then online and rejoins every channel', async () => {
    const { live, pusher, messages } = setup(false);
    await live.connect();
    pusher.state('connecting');
    pusher.state('connected');
    live.joinUserChannel('u1');
    live.joinSessionChannel('s1');
    expect(messages).toEqual([]);

    pusher.state('unavailable');
    expect(live.state).toEqual({ connected: false, online: false });
    expect(messages).toEqual([`warning: ${MESSAGES.offline}${MESSAGES.offlineBrowserSuffix}`]);

    pusher.subscriptions.length = 0;
    pusher.state('connected');
    expect(live.state).toEqual({ connected: true, online: true });
    expect(messages.at(-1)).toBe(`info: ${MESSAGES.online}`);
    expect(pusher.subscriptions.sort()).toEqual(['private-session-s1', 'private-user-u1']);
  });

  it('omits the browser hint while the browser reports being online, and left channels are not rejoined', async () => {
    const { live, pusher, messages } = setup(true);
    await live.connect();
    pusher.state('connected');
    live.joinSessionChannel('s1');
    live.leaveSessionChannel('s1');
    pusher.state('connecting');
    pusher.subscriptions.length = 0;
    pusher.state('connected');
    expect(messages[0]).toBe(`warning: ${MESSAGES.offline}`);
    expect(pusher.subscriptions).toEqual([]);
  });

  it('sends window events through the server and delivers bound events', async () => {
    const { live, pusher, posts } = setup();
    await live.connect();
    live.joinSessionChannel('s1');
    const seen: unknown[] = [];
    live.bind('private-session-s1', 'displaybox', (d) => seen.push(d));
    await live.emit({ event: 'window', data: { user: 'u', sessions: ['s1'] } });
    pusher.channels.get('private-session-s1')!.deliver('displaybox', { box: 'b' });
    expect(posts).toEqual([['/api/live/events', { event: 'window', data: { user: 'u', sessions: ['s1'] } }]]);
    expect(seen).toEqual([{ box: 'b' }]);
  });

  it('says when a subscription is confirmed, with the channel, every time (after a reconnect too)', async () => {
    const { live, pusher } = setup();
    const confirmed: string[] = [];
    live.onSubscribed((channel) => confirmed.push(channel));
    await live.connect();
    live.joinSessionChannel('s1');
    const channel = pusher.channels.get('private-session-s1')!;
    channel.deliver('model', { op: 'update', type: 'poses', ids: ['p1'], client_id: '9-9-9' });
    expect(confirmed).toEqual([]);
    channel.deliver('pusher:subscription_succeeded', {});
    channel.deliver('pusher:subscription_succeeded', {});
    expect(confirmed).toEqual(['private-session-s1', 'private-session-s1']);
  });

  it("a model event from another client refreshes the store; this client's own echo is ignored", async () => {
    const { live, pusher } = setup();
    const requests: string[] = [];
    const api = {
      request: async <T>(_m: string, path: string, options: RequestOptions = {}) => {
        requests.push(path);
        return ((options.body as { ids?: string[] })?.ids ?? ['p1']).map(
          (id) => ({ _id: id, version: requests.length }) as unknown as BaseItem,
        ) as T;
      },
    };
    const stores = new StoresService({ api, live });
    stores.setSession('s1');
    await live.connect();
    live.joinSessionChannel('s1');
    await stores.of('poses').getMany(['p1']);
    const channel = pusher.channels.get('private-session-s1')!;

    channel.deliver('model', { op: 'update', type: 'poses', ids: ['p1'], session_id: 's1', client_id: '1-2-3' });
    await new Promise((r) => setTimeout(r, 0));
    expect(requests).toHaveLength(1);

    channel.deliver('model', { op: 'update', type: 'poses', ids: ['p1'], session_id: 's1', client_id: '9-9-9' });
    await new Promise((r) => setTimeout(r, 0));
    expect(requests).toHaveLength(2);
    expect((stores.of('poses').state.items.p1 as BaseItem).version).toBe(2);
  });
});
