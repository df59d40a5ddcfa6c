import type { AppSettings } from '@bench/sdk';

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
      wsPort: 6001,
      forceTLS: false,
      cluster: 'local',
      authEndpoint: '/api/live/auth',
    },
    gzipThresholdBytes: 1024,
    maxResults: 10_000,
    authLeewaySeconds: 60,
    engines: {},
    pluginSettings: {},
    auth0: { domain: 'bench.eu.auth0.com', clientId: 'client-1' },
    ...overrides,
  };
}
