import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomInt } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import { signatureMatches, signChannel } from './signing.ts';

interface Frame {
  event?: unknown;
  channel?: unknown;
  data?: unknown;
}

interface Client {
  socketId: string;
  channels: Set<string>;
}

const ACTIVITY_TIMEOUT_SECONDS = 120;
const PATH = /^\/app\/([^/?]+)(?:\?|$)/;
const isPrivate = (channel: string) => channel.startsWith('private-') || channel.startsWith('presence-');

/**
 * A Pusher protocol 7 endpoint on the server's own port, so pusher-js connects unchanged:
 * connection handshake, ping/pong, public and private (HMAC-signed) subscriptions, server events
 * and `client-*` events relayed to the channel's other subscribers.
 */
export class PusherProtocolServer {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly clients = new Map<WebSocket, Client>();
  private readonly channels = new Map<string, Set<WebSocket>>();

  constructor(
    private readonly key: string,
    private readonly secret: string,
  ) {}

  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const match = PATH.exec(request.url ?? '');
      if (!match) {
        socket.destroy();
        return;
      }
      this.wss.handleUpgrade(request, socket, head, (ws) => {
        if (decodeURIComponent(match[1]) !== this.key) {
          this.send(ws, 'pusher:error', { code: 4001, message: 'Application does not exist' });
          ws.close(4001, 'Application does not exist');
          return;
        }
        this.connect(ws);
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

  private connect(ws: WebSocket): void {
    const client: Client = { socketId: `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`, channels: new Set() };
    this.clients.set(ws, client);
    ws.on('message', (raw) => this.receive(ws, client, raw.toString()));
    ws.on('close', () => {
      for (const channel of client.channels) this.leave(ws, client, channel);
      this.clients.delete(ws);
    });
    ws.on('error', () => ws.terminate());
    this.send(ws, 'pusher:connection_established', JSON.stringify({ socket_id: client.socketId, activity_timeout: ACTIVITY_TIMEOUT_SECONDS }));
  }

  private receive(ws: WebSocket, client: Client, text: string): void {
    let frame: Frame;
    try {
      frame = JSON.parse(text) as Frame;
    } catch {
      return this.send(ws, 'pusher:error', { code: 4200, message: 'Invalid JSON' });
    }
    const event = typeof frame.event === 'string' ? frame.event : '';
    const data = (typeof frame.data === 'string' ? safeParse(frame.data) : frame.data) as Record<string, unknown> | undefined;
    if (event === 'pusher:ping') return this.send(ws, 'pusher:pong', {});
    if (event === 'pusher:subscribe') return this.subscribe(ws, client, data ?? {});
    if (event === 'pusher:unsubscribe') {
      if (typeof data?.channel === 'string') this.leave(ws, client, data.channel);
      return;
    }
    if (event.startsWith('client-')) return this.relay(ws, client, event, frame);
  }

  private subscribe(ws: WebSocket, client: Client, data: Record<string, unknown>): void {
    const channel = data.channel;
    if (typeof channel !== 'string' || channel === '') return;
    if (isPrivate(channel)) {
      const channelData = typeof data.channel_data === 'string' ? data.channel_data : undefined;
      const expected = signChannel(this.key, this.secret, client.socketId, channel, channelData);
      if (!signatureMatches(expected, data.auth)) {
        return this.send(ws, 'pusher:error', { code: 4009, message: `Invalid signature for channel ${channel}` });
      }
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

  /** Client events: only on private channels the sender has joined, never echoed to the sender. */
  private relay(ws: WebSocket, client: Client, event: string, frame: Frame): void {
    const channel = typeof frame.channel === 'string' ? frame.channel : '';
    if (!isPrivate(channel) || !client.channels.has(channel)) {
      return this.send(ws, 'pusher:error', { code: 4301, message: 'Client events need a subscribed private channel' });
    }
    for (const other of this.channels.get(channel) ?? []) {
      if (other !== ws) this.send(other, event, frame.data, channel);
    }
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
