import type { PluginDefinition } from './contracts.ts';

/** Identity with types: a plugin's default export. Checks happen when the registry loads it. */
export function definePlugin<P extends PluginDefinition>(plugin: P): P {
  return Object.freeze(plugin);
}
