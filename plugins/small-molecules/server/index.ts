import type { ServerEntry } from '@bench/sdk/backend';
import { features } from '../src/model.ts';

/** The server half: the Beta feature the plugin's screens are gated by, which the server's feature table must know. */
export const server: ServerEntry = { features };
