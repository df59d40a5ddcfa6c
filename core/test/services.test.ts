import { describe, expect, it } from 'vitest';
import { ApiError, FeatureTable, MESSAGES, PLATFORM_FEATURES, definePlugin, type User } from '@bench/sdk';
import { loadPlugins } from '../src/registry.ts';
import { CreditsService } from '../src/services/CreditsService.ts';
import { FeaturesService } from '../src/services/FeaturesService.ts';
import { LocalPrefsService } from '../src/services/LocalPrefsService.ts';

const flags = {
  canCloneProject: true,
  canSeeSingleChainHmGroup: false,
  canSeeSingleChainHmLigand: false,
  canUseTestingTools: false,
  canSeePPD: false,
};
const user: User = { id: 'u', firstName: 'A', lastName: 'B', roles: [], isPromotionEditor: false, flags };

describe('Features', () => {
  const table = new FeatureTable([
    ...PLATFORM_FEATURES,
    { id: 'ppd', flag: 'canSeePPD', badge: 'beta' },
    { id: 'binder_design', badge: 'new' },
    { id: 'thermo_mpnn' },
  ]);
  it('gates by the signed-in user flags, leaves ungated features open and labels badges', () => {
    const features = new FeaturesService({ auth: { user }, features: table });
    expect(features.isEnabled('project_clone')).toBe(true);
    expect(features.isEnabled('ppd')).toBe(false);
    expect(features.isEnabled('thermo_mpnn')).toBe(true);
    expect(features.badge('ppd')).toBe('beta');
    expect(features.badge('binder_design')).toBe('new');
    expect(features.badge('testing_tools')).toBeUndefined();
  });

  it('throws featureName not recognized for an unknown name', () => {
    const features = new FeaturesService({ auth: { user }, features: table });
    expect(() => features.isEnabled('time_travel')).toThrow('featureName not recognized');
    expect(() => features.badge('time_travel')).toThrow('featureName not recognized');
  });

  it('treats a signed-out user as having no flags', () => {
    expect(new FeaturesService({ auth: { user: null }, features: table }).isEnabled('project_clone')).toBe(false);
  });
});

describe('Credits', () => {
  const lazy = () => Promise.resolve({ default: () => null });
  const registry = loadPlugins([
    definePlugin({
      id: 'minimise',
      contributes: {
        actions: [
          {
            id: 'minimize',
            task: 'minimize',
            label: 'Minimize',
            availability: () => ({ enabled: true }),
            defaults: () => ({}),
            cost: { catalogue: [{ action: 'Minimize', unit: 'structure', cost: '2' }], price: () => 2 },
            Form: lazy,
          },
        ],
      },
    }),
    definePlugin({
      id: 'stability',
      contributes: {
        jobs: [
          {
            id: 'thermo',
            task: 'thermo_mpnn',
            label: 'ThermoMPNN',
            runs: 'thermo_mpnns',
            availability: () => ({ enabled: true }),
            defaults: () => ({}),
            cost: { catalogue: [{ action: 'ThermoMPNN', unit: 'structure', cost: '45' }], price: () => 45 },
          },
        ],
      },
    }),
  ]);
  const api = {
    get: async <T>(path: string) => ({ path }) as T,
    download: async (_m: string, path: string) => new Blob([path]),
  };
  const credits = new CreditsService({ api, registry, settings: { engines: { minimize: 'openmm' } } });

  it('builds the catalogue from the cost rules of registered actions and jobs, naming plugin and engine', () => {
    expect(credits.catalogue()).toEqual([
      { action: 'Minimize', unit: 'structure', cost: '2', pluginId: 'minimise', task: 'minimize', engine: 'openmm' },
      { action: 'ThermoMPNN', unit: 'structure', cost: '45', pluginId: 'stability', task: 'thermo_mpnn' },
    ]);
  });

  it('maps 422 billing codes to the spec messages and nothing else', () => {
    expect(credits.billingMessage(new ApiError('x', 422, 'INSUFFICIENT_CREDITS'))).toBe(MESSAGES.billing.insufficient);
    expect(credits.billingMessage(new ApiError('x', 422, 'SUBSCRIPTION_NOT_FOUND'))).toBe(MESSAGES.billing.notFound);
    expect(credits.billingMessage(new ApiError('x', 500, 'INSUFFICIENT_CREDITS'))).toBeNull();
    expect(credits.billingMessage(new ApiError('x', 422, 'VALIDATION'))).toBeNull();
    expect(credits.billingMessage(new Error('x'))).toBeNull();
  });

  it('reads the organisation and downloads the transactions CSV from the billing routes', async () => {
    await expect(credits.organization()).resolves.toEqual({ path: '/api/billing_accounts/organization' });
    await expect((await credits.transactionsCsv()).text()).resolves.toBe('/api/billing_accounts/transactions');
  });
});

describe('LocalPrefs', () => {
  it('remembers JSON values under the bench. prefix and survives bad JSON and broken storage', () => {
    const data = new Map<string, string>([['bench.bad', '{nope']]);
    const prefs = new LocalPrefsService({
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
    });
    prefs.set('columns', { left: 320 });
    expect(data.get('bench.columns')).toBe('{"left":320}');
    expect(prefs.get('columns', { left: 300 })).toEqual({ left: 320 });
    expect(prefs.get('bad', 7)).toBe(7);
    expect(prefs.get('missing', 'x')).toBe('x');

    const broken = new LocalPrefsService({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    });
    expect(() => broken.set('a', 1)).not.toThrow();
    expect(broken.get('a', 2)).toBe(2);
  });
});
