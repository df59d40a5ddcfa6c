import type { Options } from 'pusher-js';

/** The part of pusher-js the Live service uses, behind a factory so tests pass a fake. */
export interface PusherChannelLike {
  bind_global(callback: (event: string, data: unknown) => void): unknown;
  trigger(event: string, data: unknown): unknown;
}

export interface PusherLike {
  connection: {
    bind(event: 'state_change', callback: (states: { previous: string; current: string }) => void): unknown;
  };
  subscribe(channel: string): PusherChannelLike;
  unsubscribe(channel: string): void;
  connect(): void;
  disconnect(): void;
}

export type PusherFactory = (key: string, options: Options) => Promise<PusherLike>;

/** pusher-js is loaded when the live channel connects, keeping it out of the initial bundle. */
export const createPusher: PusherFactory = async (key, options) => {
  const { default: Pusher } = await import('pusher-js');
  return new Pusher(key, options);
};
