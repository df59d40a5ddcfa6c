import { FeatureTable, PLATFORM_FEATURES, type ActionEngine, type ActionModel } from '@bench/sdk/model';
import { PluginStartError, type ServerPlugin } from './load.ts';

/** What the server knows of the action plugins: their models and the engines they ship. */
export interface ActionPlugins {
  models: ActionModel[];
  engines: ActionEngine[];
  /** the platform's features and those the plugins declare (spec 3 §6) */
  features: FeatureTable;
  /** the model of a task, by its internal or its wire name */
  model(task: string): ActionModel | undefined;
  /** the model whose runs are items of `entity` (a DDG result…), not actions */
  runnerOf(entity: string): ActionModel | undefined;
  /** the session counters the models number their runs with besides `action_counter` */
  counters: string[];
}

/** The cataloged plugins' action models by task and wire name; a name given twice refuses to start. */
export function actionPlugins(plugins: readonly ServerPlugin[]): ActionPlugins {
  const byName = new Map<string, { model: ActionModel; pluginId: string }>();
  for (const plugin of plugins) {
    for (const model of plugin.models) {
      if (typeof model?.task !== 'string' || typeof model.cost?.price !== 'function')
        throw new PluginStartError(plugin.id, `action model '${model?.id}' has no task or no cost rule`);
      if (typeof model.input?.problems !== 'function')
        throw new PluginStartError(
          plugin.id,
          `action model '${model.id}' declares no input schema: build it with defineJob({ fields, … })`,
        );
      for (const name of [model.task, model.wireName].filter((n): n is string => Boolean(n))) {
        const owner = byName.get(name);
        if (owner)
          throw new PluginStartError(plugin.id, `task '${name}' is already the task of plugin '${owner.pluginId}'`);
        byName.set(name, { model, pluginId: plugin.id });
      }
    }
  }
  for (const plugin of plugins) {
    const own = new Set(plugin.models.flatMap((model) => [model.task, model.wireName ?? model.task]));
    const foreign = plugin.engines.find((engine) => !own.has(engine.task));
    if (foreign)
      throw new PluginStartError(plugin.id, `ships an engine for task '${foreign.task}', which is not one of its jobs`);
  }
  const features = new FeatureTable([...PLATFORM_FEATURES, ...plugins.flatMap((plugin) => plugin.features)]);
  for (const plugin of plugins) {
    for (const model of plugin.models) {
      if (model.feature && !features.has(model.feature))
        throw new PluginStartError(
          plugin.id,
          `featureName not recognized: '${model.feature}' in action model '${model.id}'`,
        );
    }
  }
  return {
    models: plugins.flatMap((plugin) => plugin.models),
    features,
    engines: plugins.flatMap((plugin) => plugin.engines),
    model: (task) => byName.get(task)?.model,
    runnerOf: (entity) => plugins.flatMap((plugin) => plugin.models).find((model) => model.runs === entity),
    counters: [
      ...new Set(plugins.flatMap((plugin) => plugin.models.flatMap((model) => (model.counter ? [model.counter] : [])))),
    ],
  };
}
