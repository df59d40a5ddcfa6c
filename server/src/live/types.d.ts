import type { PusherProtocolServer } from './pusherProtocol.ts';
/** Where live events go: the built-in endpoint, or a Pusher-compatible service over HTTP. */
export interface Publisher {
    readonly kind: 'in-process' | 'pusher';
    publish(channels: string[], event: string, data: unknown): Promise<void>;
    /** the `auth` a private channel subscription must present */
    sign(socketId: string, channel: string): string;
    /** the built-in endpoint, when this publisher serves one */
    readonly endpoint: PusherProtocolServer | null;
    close(): Promise<void>;
}
