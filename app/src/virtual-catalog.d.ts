declare module 'virtual:bench-catalog' {
  import type { PluginDefinition } from '@bench/sdk';
  export const catalog: PluginDefinition[];
}
