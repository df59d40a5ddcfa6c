import { describe, expect, it } from 'vitest';
import type { ActionModel } from '@bench/sdk/model';
import { actionPlugins } from '../src/plugins/actions.ts';
import type { ServerPlugin } from '../src/plugins/load.ts';

const model = (feature?: string) =>
  ({ id: 'dock', task: 'ppd', label: 'Docking', feature, availability: () => ({ enabled: true }), defaults: () => ({}), cost: { catalogue: [], price: () => 1 } }) as unknown as ActionModel;
const plugin = (id: string, models: ActionModel[], features: ServerPlugin['features'] = []): ServerPlugin => ({ id, models, features, engines: [], settings: [] });
const flags = { canCloneProject: false, canSeeSingleChainHmGroup: false, canSeeSingleChainHmLigand: false, canUseTestingTools: false, canSeePPD: false };

describe('the server’s feature table', () => {
  it('gates a model by the feature its plugin declares, as the browser does', () => {
    const { features } = actionPlugins([plugin('ppd', [model('ppd')], [{ id: 'ppd', flag: 'canSeePPD', badge: 'beta' }])]);
    expect(features.isEnabled('ppd', flags)).toBe(false);
    expect(features.isEnabled('ppd', { ...flags, canSeePPD: true })).toBe(true);
    expect(features.isEnabled('project_clone', { ...flags, canCloneProject: true })).toBe(true);
  });

  it('refuses to start when a model names a feature no plugin declares', () => {
    expect(() => actionPlugins([plugin('ppd', [model('ppd')])])).toThrow("plugin 'ppd': featureName not recognized: 'ppd' in action model 'dock'");
  });
});
