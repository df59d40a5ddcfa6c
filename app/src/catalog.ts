import type { PluginDefinition } from '@bench/sdk';
import dashboard from '@bench/plugin-dashboard';
import creditCatalog from '@bench/plugin-catalog';
import promotions from '@bench/plugin-promotions';
import support from '@bench/plugin-support';
import archiveTrash from '@bench/plugin-archive-trash';

/** The plugin catalog: every plugin the app loads, in order. Adding a job type adds one line. */
export const catalog: PluginDefinition[] = [
  dashboard,
  creditCatalog,
  promotions,
  support,
  archiveTrash,
];
