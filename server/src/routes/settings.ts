import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppSettings } from '@bench/sdk/model';
import type { AppContext } from '../context.ts';

function liveSettings(ctx: AppContext, request: FastifyRequest): AppSettings['live'] {
  const authEndpoint = '/api/live/auth';
  const pusher = ctx.config.pusher;
  if (pusher) {
    return {
      key: pusher.key,
      wsHost: pusher.host ?? `ws-${pusher.cluster}.pusher.com`,
      wsPort: pusher.port ?? 443,
      forceTLS: !pusher.host || pusher.port === 443,
      cluster: pusher.cluster ?? '',
      authEndpoint,
    };
  }
  // the built-in endpoint answers on whatever host and port the browser reached us by
  return {
    key: ctx.config.liveKey,
    wsHost: request.hostname,
    wsPort: request.port ?? ctx.config.port,
    forceTLS: request.protocol === 'https',
    cluster: 'local',
    authEndpoint,
  };
}

/** GET /api/config: the AppSettings of @bench/sdk, public. */
export function registerSettingsRoute(
  app: FastifyInstance,
  ctx: AppContext,
  engines: Readonly<Record<string, string>>,
): void {
  const { config } = ctx;
  app.get(
    '/api/config',
    { config: { public: true } },
    async (request): Promise<AppSettings> => ({
      authMode: config.authMode,
      localLoginRequired: ctx.auth.localLoginRequired,
      ...(config.auth0
        ? { auth0: { domain: config.auth0.domain, clientId: config.auth0.clientId, audience: config.auth0.audience } }
        : {}),
      callbackPath: '/callback',
      supportUrl: config.supportUrl,
      cadUrl: config.cadUrl,
      supportHost: new URL(config.supportUrl).origin,
      live: liveSettings(ctx, request),
      gzipThresholdBytes: config.gzipThresholdBytes,
      maxResults: config.maxResults,
      authLeewaySeconds: config.authLeewaySeconds,
      engines,
      pluginSettings: ctx.plugins.settings.served,
    }),
  );
}
