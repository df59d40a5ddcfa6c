import { describe, expect, it } from 'vitest';
import { defineJob, type ActionModel, type AnyActionModel } from '@bench/sdk/model';
import { flagsFrom, localUser } from '../src/auth/users.ts';
import { actionPlugins } from '../src/plugins/actions.ts';
import type { ServerPlugin } from '../src/plugins/load.ts';

const model = (feature?: string): AnyActionModel =>
  defineJob({
    id: 'dock',
    task: 'ppd',
    label: 'Docking',
    feature,
    availability: () => ({ enabled: true }),
    fields: {},
    cost: { catalogue: [], price: () => 1 },
  });
const plugin = (id: string, models: ActionModel[], features: ServerPlugin['features'] = []): ServerPlugin => ({
  id,
  models,
  features,
  engines: [],
  settings: [],
  server: null,
});
const flags = { canCloneProject: false, canUseTestingTools: false };

describe('the server’s feature table', () => {
  it('gates a model by the feature its plugin declares, as the browser does', () => {
    const { features } = actionPlugins([
      plugin('ppd', [model('ppd')], [{ id: 'ppd', flag: 'canSeePPD', badge: 'beta' }]),
    ]);
    expect(features.isEnabled('ppd', flags)).toBe(false);
    expect(features.isEnabled('ppd', { ...flags, canSeePPD: true })).toBe(true);
    expect(features.isEnabled('project_clone', { ...flags, canCloneProject: true })).toBe(true);
  });

  it('refuses to start when a model names a feature no plugin declares', () => {
    expect(() => actionPlugins([plugin('ppd', [model('ppd')])])).toThrow(
      "plugin 'ppd': featureName not recognized: 'ppd' in action model 'dock'",
    );
  });

  it('knows the user flags from the declarations: the platform’s and each plugin’s, and reads no other', () => {
    const { features } = actionPlugins([
      plugin('ppd', [model('ppd')], [{ id: 'ppd', flag: 'canSeePPD', badge: 'beta' }]),
    ]);
    expect(features.flagNames()).toEqual(['canCloneProject', 'canUseTestingTools', 'canSeePPD']);
    expect(flagsFrom({ canSeePPD: true, canFly: true, canCloneProject: 'yes' }, features.flagNames())).toEqual({
      canCloneProject: false,
      canUseTestingTools: false,
      canSeePPD: true,
    });
    expect(localUser(features.flagNames()).flags).toEqual({
      canCloneProject: true,
      canUseTestingTools: true,
      canSeePPD: true,
    });
  });

  it('refuses to start a model without an input schema, naming it, a job whose runs are items included', () => {
    const { input: _, ...schemaless } = model();
    expect(() => actionPlugins([plugin('dock', [schemaless])])).toThrow(
      "plugin 'dock': action model 'dock' declares no input schema: build it with defineJob({ fields, … })",
    );
    expect(() => actionPlugins([plugin('dock', [{ ...schemaless, runs: 'ddg_results' }])])).toThrow(
      "plugin 'dock': action model 'dock' declares no input schema",
    );
  });

  it('refuses to start a plugin shipping an engine for a task that is not one of its jobs', () => {
    const engine = (task: string) => ({
      task,
      kind: 'builtin' as const,
      run: async () => ({ engine: 'builtin' as const }),
    });
    const docking = { ...plugin('ppd', [model()]), engines: [engine('ppd')] };
    expect(() => actionPlugins([docking])).not.toThrow();
    expect(() => actionPlugins([{ ...docking, engines: [engine('ppd'), engine('relax')] }])).toThrow(
      "plugin 'ppd': ships an engine for task 'relax', which is not one of its jobs",
    );
    expect(() => actionPlugins([plugin('relax', []), { ...docking, engines: [engine('relax')] }])).toThrow(
      "plugin 'ppd': ships an engine for task 'relax'",
    );
  });

  it('collects the session counters the models declare, once each', () => {
    const counted = (task: string) => ({ ...model(), task, counter: 'ddg_counter' }) as unknown as ActionModel;
    const { counters } = actionPlugins([
      plugin('a', [counted('ddg')]),
      plugin('b', [counted('ddg_again'), { ...model(), task: 'plain' } as ActionModel]),
    ]);
    expect(counters).toEqual(['ddg_counter']);
  });
});
