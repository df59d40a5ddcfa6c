import { usePluginSettings } from '@bench/sdk';
import { installedFoldingTools } from '../folding/programs.ts';

/** The folding tools this server runs, from this plugin's settings as the server serves them. */
export function useInstalledFoldingTools(): string[] {
  return installedFoldingTools(usePluginSettings('folding'));
}
