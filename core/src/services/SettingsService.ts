import { ofetch } from 'ofetch';
import { jobSettingValues, type ActionModel, type AppSettings, type Registry, type Settings } from '@bench/sdk';

export class SettingsService implements Settings {
  readonly values: AppSettings;
  private readonly byPlugin = new Map<string, Readonly<Record<string, unknown>>>();
  private readonly byJob = new WeakMap<object, Readonly<Record<string, unknown>>>();

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

  forJob(job: Pick<ActionModel, 'reads'>): Readonly<Record<string, unknown>> {
    let found = this.byJob.get(job);
    if (!found) {
      found = jobSettingValues(job, (setting) => {
        // registered settings are copies stamped with their plugin; an environment variable is one declaration's
        const owner = this.registry.settings.find((declared) => declared.env === setting.env);
        return owner && owner.public !== false
          ? this.plugin<Record<string, unknown>>(owner.pluginId)[setting.id]
          : undefined;
      });
      this.byJob.set(job, found);
    }
    return found;
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
