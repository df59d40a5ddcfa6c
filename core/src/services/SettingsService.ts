import { ofetch } from 'ofetch';
import type { AppSettings, Registry, Settings } from '@bench/sdk';

export class SettingsService implements Settings {
  readonly values: AppSettings;
  private readonly byPlugin = new Map<string, Readonly<Record<string, unknown>>>();
  private merged: Readonly<Record<string, unknown>> | undefined;

  constructor(
    values: AppSettings,
    private readonly registry: Pick<Registry, 'settings'>,
  ) {
    this.values = Object.freeze({ ...values });
  }

  plugin<T extends object>(pluginId: string): Readonly<T> {
    let found = this.byPlugin.get(pluginId);
    if (!found) {
      const declared = this.registry.settings.filter((setting) => setting.pluginId === pluginId);
      const served = this.values.pluginSettings?.[pluginId] ?? {};
      // a value the server keeps to itself (public: false) has no default here either
      const defaults = declared.filter((s) => s.public !== false).map((s) => [s.id, s.parse(s.default)] as const);
      found = Object.freeze({ ...Object.fromEntries(defaults), ...served });
      this.byPlugin.set(pluginId, found);
    }
    return found as Readonly<T>;
  }

  forJobs(): Readonly<Record<string, unknown>> {
    const merged =
      this.merged ??
      Object.freeze(
        Object.assign({}, ...[...new Set(this.registry.settings.map((s) => s.pluginId))].map((id) => this.plugin(id))),
      );
    this.merged = merged;
    return merged;
  }
}

/** GET /api/config: public, fetched before sign-in because it says how to sign in. */
export function fetchSettings(baseURL = ''): Promise<AppSettings> {
  return ofetch<AppSettings>('/api/config', {
    baseURL,
    retry: 1,
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache', Expires: '0' },
  });
}
