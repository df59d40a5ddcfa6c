import type { IncomingMessage, Server } from 'node:http';
import type { LiveLimits } from '../security/config.ts';
/** Why an upgrade is refused before the handshake (null: accept) — the server's Host and Origin rule. */
export type UpgradeRefusal = (request: IncomingMessage) => string | null;
/**
 * A Pusher protocol 7 endpoint on the server's own port, so pusher-js connects unchanged:
 * connection handshake, ping/pong, public and private (HMAC-signed) subscriptions, server events
 * and `client-*` events relayed to the channel's other subscribers — within the limits of
 * SECURITY.md: frame size, channels per socket, client events per second, sockets per address,
 * and a socket that joins no private channel in time is closed.
 */
export declare class PusherProtocolServer {
    private readonly key;
    private readonly secret;
    private readonly limits;
    private readonly wss;
    private readonly clients;
    private readonly channels;
    private readonly perAddress;
    constructor(key: string, secret: string, limits: LiveLimits);
    /** `addressOf` names the client of a request (its socket's address, or the one a trusted proxy forwarded). */
    attach(server: Server, refuse: UpgradeRefusal, addressOf: (request: IncomingMessage) => string): void;
    /** A server event to every subscriber of each channel. */
    publish(channels: string[], event: string, data: unknown): void;
    close(): Promise<void>;
    private connect;
    private receive;
    private subscribe;
    private leave;
    /** Client events: only on private channels the sender has joined, never echoed to the sender, a few a second. */
    private relay;
    /** An error the client can act on, then the socket closed with the same code. */
    private refuse;
    private send;
}
