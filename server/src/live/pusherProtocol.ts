import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomInt } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import type { LiveLimits } from '../security/config.ts';
import { signatureMatches, signChannel } from './signing.ts';

interface Frame {
  event?: unknown;
  channel?: unknown;
  data?: unknown;
}

interface Client {
  socketId: string;
  address: string;
  channels: Set<string>;
  /** closes the socket unless it joins a private channel first */
  authTimer: NodeJS.Timeout | null;
  /** client events sent in the current second */
  eventWindow: { start: number; count: number };
}

/** Why an upgrade is refused before the handshake (null: accept) — the server's Host and Origin rule. */
export type UpgradeRefusal = (request: IncomingMessage) => string | null;

const ACTIVITY_TIMEOUT_SECONDS = 120;
const PATH = /^\/app\/([^/?]+)(?:\?|$)/;
const isPrivate = (channel: string) => channel.startsWith('private-') || channel.startsWith('presence-');

/**
 * The Pusher protocol's own error codes: 4000–4099 the client must not reconnect unchanged,
 * 4100–4199 it reconnects with backoff, 4200–4299 at once, 4300–4399 other errors.
 */
const ERRORS = {
  noApplication: 4001,
  unauthorized: 4009,
  overCapacity: 4100,
  invalidJson: 4200,
  other: 4300,
  clientEventRateLimit: 4301,
} as const;

/**
 * A Pusher protocol 7 endpoint on the server's own port, so pusher-js connects unchanged:
 * connection handshake, ping/pong, public and private (HMAC-signed) subscriptions, server events
 * and `client-*` events relayed to the channel's other subscribers — within the limits of
 * SECURITY.md: frame size, channels per socket, client events per second, sockets per address,
 * and a socket that joins no private channel in time is closed.
 */
export class PusherProtocolServer {
  private readonly wss: WebSocketServer;
  private readonly clients = new Map<WebSocket, Client>();
  private readonly channels = new Map<string, Set<WebSocket>>();
  private readonly perAddress = new Map<string, number>();

  constructor(
    private readonly key: string,
    private readonly secret: string,
    private readonly limits: LiveLimits,
  ) {
    // ws stops reading a frame above maxPayload and closes the socket with 1009 (message too big)
    this.wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes });
  }

  /** `addressOf` names the client of a request (its socket's address, or the one a trusted proxy forwarded). */
  attach(server: Server, refuse: UpgradeRefusal, addressOf: (request: IncomingMessage) => string): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const match = PATH.exec(request.url ?? '');
      if (!match) {
        socket.destroy();
        return;
      }
      const refusal = refuse(request);
      if (refusal) {
        socket.end(`HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Type: text/plain\r\n\r\n${refusal}`);
        return;
      }
      this.wss.handleUpgrade(request, socket, head, (ws) => {
        if (decodeURIComponent(match[1]) !== this.key)
          return this.refuse(ws, ERRORS.noApplication, 'Application does not exist');
        const address = addressOf(request);
        if ((this.perAddress.get(address) ?? 0) >= this.limits.maxConnectionsPerAddress) {
          return this.refuse(
            ws,
            ERRORS.overCapacity,
            `Over capacity: at most ${this.limits.maxConnectionsPerAddress} connections from one address`,
          );
        }
        this.connect(ws, address);
      });
    });
  }

  /** A server event to every subscriber of each channel. */
  publish(channels: string[], event: string, data: unknown): void {
    const payload = JSON.stringify(data);
    for (const channel of channels) {
      for (const ws of this.channels.get(channel) ?? []) this.send(ws, event, payload, channel);
    }
  }

  close(): Promise<void> {
    for (const ws of this.clients.keys()) ws.terminate();
    return new Promise((resolve) => this.wss.close(() => resolve()));
  }

  private connect(ws: WebSocket, address: string): void {
    const client: Client = {
      socketId: `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`,
      address,
      channels: new Set(),
      authTimer: setTimeout(
        () => this.refuse(ws, ERRORS.unauthorized, 'Connection not authorized within timeout'),
        this.limits.authTimeoutSeconds * 1000,
      ),
      eventWindow: { start: 0, count: 0 },
    };
    this.clients.set(ws, client);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    ws.on('message', (raw) => this.receive(ws, client, raw.toString()));
    ws.on('close', () => {
      if (client.authTimer) clearTimeout(client.authTimer);
      for (const channel of client.channels) this.leave(ws, client, channel);
      this.clients.delete(ws);
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    });
    ws.on('error', () => ws.terminate());
    this.send(
      ws,
      'pusher:connection_established',
      JSON.stringify({ socket_id: client.socketId, activity_timeout: ACTIVITY_TIMEOUT_SECONDS }),
    );
  }

  private receive(ws: WebSocket, client: Client, text: string): void {
    const frame = safeParse(text) as Frame | undefined;
    if (!frame || typeof frame !== 'object') {
      this.send(ws, 'pusher:error', { code: ERRORS.invalidJson, message: 'Invalid JSON' });
      return;
    }
    const event = typeof frame.event === 'string' ? frame.event : '';
    const data = (typeof frame.data === 'string' ? safeParse(frame.data) : frame.data) as
      | Record<string, unknown>
      | undefined;
    if (event === 'pusher:ping') {
      this.send(ws, 'pusher:pong', {});
      return;
    }
    if (event === 'pusher:subscribe') {
      this.subscribe(ws, client, data ?? {});
      return;
    }
    if (event === 'pusher:unsubscribe') {
      if (typeof data?.channel === 'string') this.leave(ws, client, data.channel);
      return;
    }
    if (event.startsWith('client-')) this.relay(ws, client, event, frame);
  }

  private subscribe(ws: WebSocket, client: Client, data: Record<string, unknown>): void {
    const channel = data.channel;
    if (typeof channel !== 'string' || channel === '') return;
    if (!client.channels.has(channel) && client.channels.size >= this.limits.maxChannelsPerSocket) {
      this.send(ws, 'pusher:error', {
        code: ERRORS.other,
        message: `Too many subscriptions: at most ${this.limits.maxChannelsPerSocket} channels per connection`,
      });
      return;
    }
    if (isPrivate(channel)) {
      const channelData = typeof data.channel_data === 'string' ? data.channel_data : undefined;
      const expected = signChannel(this.key, this.secret, client.socketId, channel, channelData);
      if (!signatureMatches(expected, data.auth)) {
        this.send(ws, 'pusher:error', {
          code: ERRORS.unauthorized,
          message: `Invalid signature for channel ${channel}`,
        });
        return;
      }
      if (client.authTimer) clearTimeout(client.authTimer);
      client.authTimer = null;
    }
    client.channels.add(channel);
    let members = this.channels.get(channel);
    if (!members) this.channels.set(channel, (members = new Set()));
    members.add(ws);
    this.send(ws, 'pusher_internal:subscription_succeeded', '{}', channel);
  }

  private leave(ws: WebSocket, client: Client, channel: string): void {
    client.channels.delete(channel);
    const members = this.channels.get(channel);
    members?.delete(ws);
    if (members?.size === 0) this.channels.delete(channel);
  }

  /** Client events: only on private channels the sender has joined, never echoed to the sender, a few a second. */
  private relay(ws: WebSocket, client: Client, event: string, frame: Frame): void {
    const channel = typeof frame.channel === 'string' ? frame.channel : '';
    if (!isPrivate(channel) || !client.channels.has(channel)) {
      this.send(ws, 'pusher:error', {
        code: ERRORS.other,
        message: 'Client events need a subscribed private channel',
      });
      return;
    }
    const now = Date.now();
    const window = client.eventWindow;
    if (now - window.start >= 1000) Object.assign(window, { start: now, count: 0 });
    if (++window.count > this.limits.clientEventsPerSecond) {
      this.send(ws, 'pusher:error', {
        code: ERRORS.clientEventRateLimit,
        message: `Client event rejected due to rate limit: at most ${this.limits.clientEventsPerSecond} a second`,
      });
      return;
    }
    for (const other of this.channels.get(channel) ?? []) {
      if (other !== ws) this.send(other, event, frame.data, channel);
    }
  }

  /** An error the client can act on, then the socket closed with the same code. */
  private refuse(ws: WebSocket, code: number, message: string): void {
    this.send(ws, 'pusher:error', { code, message });
    ws.close(code, message);
  }

  private send(ws: WebSocket, event: string, data: unknown, channel?: string): void {
    if (ws.readyState !== ws.OPEN) return;
    ws.send(JSON.stringify(channel === undefined ? { event, data } : { event, channel, data }));
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
