import Pusher from 'pusher';
import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { LiveLimits } from '../security/config.ts';
import { PusherProtocolServer } from './pusherProtocol.ts';
import { relayedPublisher } from '../db/notify.ts';
import { liveSecret, signChannel } from './signing.ts';
import type { Publisher } from './types.ts';

function inProcessPublisher(key: string, secret: string, limits: LiveLimits): Publisher {
  const endpoint = new PusherProtocolServer(key, secret, limits);
  return {
    kind: 'in-process',
    endpoint,
    async publish(channels, event, data) {
      endpoint.publish(channels, event, data);
    },
    sign: (socketId, channel) => signChannel(key, secret, socketId, channel),
    close: () => endpoint.close(),
  };
}

export function pusherPublisher(settings: NonNullable<Config['pusher']>): Publisher {
  const client = new Pusher({
    appId: settings.appId,
    key: settings.key,
    secret: settings.secret,
    ...(settings.cluster ? { cluster: settings.cluster } : {}),
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: String(settings.port) } : {}),
    useTLS: !settings.host || settings.port === 443,
  } as Pusher.Options);
  return {
    kind: 'pusher',
    endpoint: null,
    async publish(channels, event, data) {
      // the HTTP API takes at most 100 channels per trigger
      for (let i = 0; i < channels.length; i += 100) await client.trigger(channels.slice(i, i + 100), event, data);
    },
    sign: (socketId, channel) => signChannel(settings.key, settings.secret, socketId, channel),
    close: async () => undefined,
  };
}

/** Pusher when configured; else the built-in endpoint, relayed through PostgreSQL when there is one. */
export async function createPublisher(config: Config, db: Db, warn: (message: string) => void): Promise<Publisher> {
  if (config.pusher) return pusherPublisher(config.pusher);
  const local = inProcessPublisher(config.liveKey, liveSecret(config.secret), config.security.live);
  return config.databaseUrl && db.kind === 'postgres' ? relayedPublisher(local, db, config.databaseUrl, warn) : local;
}
