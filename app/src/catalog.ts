import type { PluginDefinition } from '@bench/sdk';
import { catalog as listed } from 'virtual:bench-catalog';

/** The plugins of app/catalog.json (narrowed by BENCH_PLUGINS at build), in order. */
export const catalog: PluginDefinition[] = listed;
