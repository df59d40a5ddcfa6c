import { ofetch } from 'ofetch';
import type { AppSettings, Settings } from '@bench/sdk';

export class SettingsService implements Settings {
  constructor(readonly values: AppSettings) {}
}

/** GET /api/config: public, fetched before sign-in because it says how to sign in. */
export function fetchSettings(baseURL = ''): Promise<AppSettings> {
  return ofetch<AppSettings>('/api/config', { baseURL, retry: 1, headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache', Expires: '0' } });
}
