import { proxy } from 'valtio';
import {
  MESSAGES,
  sessionChannel,
  userChannel,
  type ModelEvent,
  type Api,
  type AppSettings,
  type Auth,
  type Live,
  type LiveState,
  type Notify,
  type Unsubscribe,
  type WindowMessage,
} from '@bench/sdk';
import { createPusher, type PusherChannelLike, type PusherFactory, type PusherLike } from './pusher.ts';

type Handler = (data: unknown) => void;
/** pusher-js's event for a confirmed subscription */
const SUBSCRIBED = 'pusher:subscription_succeeded';

export interface LiveDeps {
  settings: Pick<AppSettings, 'live'>;
  api: Pick<Api, 'clientId' | 'post'>;
  auth: Pick<Auth, 'getToken'>;
  notify: Pick<Notify, 'info' | 'warning'>;
  pusher?: PusherFactory;
  /** navigator.onLine; undefined when unknown */
  browserOnline?: () => boolean | undefined;
}

export class LiveService implements Live {
  readonly state: LiveState = proxy<LiveState>({ connected: false, online: true });
  private pusher: PusherLike | null = null;
  private connecting: Promise<void> | null = null;
  private everConnected = false;
  private closing = false;
  private userChannelName: string | null = null;
  /** joined channel name → the pusher channel it was last subscribed as */
  private readonly channels = new Map<string, PusherChannelLike | null>();
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly modelHandlers = new Set<(event: ModelEvent) => void>();
  private readonly subscribedHandlers = new Set<(channel: string) => void>();

  constructor(private readonly deps: LiveDeps) {}

  /** Resolves once pusher-js is loaded and connecting (it is loaded on the first connect). */
  connect(): Promise<void> {
    if (this.pusher) return Promise.resolve();
    this.closing = false;
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<void> {
    const { live } = this.deps.settings;
    let pusher: PusherLike;
    try {
      pusher = await (this.deps.pusher ?? createPusher)(live.key, {
        wsHost: live.wsHost,
        wsPort: live.wsPort,
        forceTLS: live.forceTLS,
        enabledTransports: ['ws', 'wss'],
        cluster: live.cluster,
        channelAuthorization: {
          endpoint: live.authEndpoint,
          transport: 'ajax',
          headersProvider: () => {
            const token = this.deps.auth.getToken();
            return token ? { Authorization: `Bearer ${token}` } : {};
          },
        },
      });
    } catch {
      this.deps.notify.warning(MESSAGES.offline);
      return;
    }
    if (this.closing) return pusher.disconnect();
    this.pusher = pusher;
    pusher.connection.bind('state_change', ({ current }) => this.onStateChange(current));
    for (const name of this.channels.keys()) this.subscribe(name);
  }

  disconnect(): void {
    this.closing = true;
    this.pusher?.disconnect();
    this.pusher = null;
    this.state.connected = false;
  }

  joinUserChannel(userId: string): void {
    const name = userChannel(userId);
    if (this.userChannelName && this.userChannelName !== name) {
      throw new Error(`The user channel is already ${this.userChannelName}; it cannot be re-initialised as ${name}.`);
    }
    this.userChannelName = name;
    this.join(name);
  }

  joinSessionChannel(sessionId: string): void {
    this.join(sessionChannel(sessionId));
  }

  leaveSessionChannel(sessionId: string): void {
    const name = sessionChannel(sessionId);
    this.channels.delete(name);
    this.pusher?.unsubscribe(name);
  }

  bind<T = unknown>(channel: string, event: string, handler: (data: T) => void): Unsubscribe {
    const key = `${channel}\u0000${event}`;
    const set = this.handlers.get(key) ?? new Set<Handler>();
    this.handlers.set(key, set);
    set.add(handler as Handler);
    return () => set.delete(handler as Handler);
  }

  async emit(message: WindowMessage): Promise<void> {
    await this.deps.api.post('/api/live/events', message);
  }

  onModelEvent(handler: (event: ModelEvent) => void): Unsubscribe {
    this.modelHandlers.add(handler);
    return () => this.modelHandlers.delete(handler);
  }

  onSubscribed(handler: (channel: string) => void): Unsubscribe {
    this.subscribedHandlers.add(handler);
    return () => this.subscribedHandlers.delete(handler);
  }

  private join(name: string) {
    if (this.channels.has(name)) return;
    this.channels.set(name, null);
    if (this.pusher) this.subscribe(name);
  }

  private subscribe(name: string) {
    const channel = this.pusher!.subscribe(name);
    if (this.channels.get(name) !== channel) channel.bind_global((event, data) => this.dispatch(name, event, data));
    this.channels.set(name, channel);
  }

  private dispatch(channel: string, event: string, data: unknown) {
    for (const handler of this.handlers.get(`${channel}\u0000${event}`) ?? []) handler(data);
    if (event === SUBSCRIBED) for (const handler of this.subscribedHandlers) handler(channel);
    if (event !== 'model') return;
    const model = data as ModelEvent;
    if (model.client_id && model.client_id === this.deps.api.clientId) return;
    for (const handler of this.modelHandlers) handler(model);
  }

  private onStateChange(current: string) {
    if (current === 'connected') {
      this.state.connected = true;
      if (this.everConnected && !this.state.online) {
        this.state.online = true;
        this.deps.notify.info(MESSAGES.online);
        for (const name of this.channels.keys()) this.subscribe(name);
      }
      this.everConnected = true;
      return;
    }
    this.state.connected = false;
    if (this.closing || !this.everConnected || !this.state.online) return;
    this.state.online = false;
    const browserOffline = (this.deps.browserOnline ?? (() => globalThis.navigator?.onLine))() === false;
    this.deps.notify.warning(MESSAGES.offline + (browserOffline ? MESSAGES.offlineBrowserSuffix : ''));
  }
}
