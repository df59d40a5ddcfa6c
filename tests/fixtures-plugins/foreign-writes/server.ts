import type { ServerEntry } from '@bench/sdk/backend';

/** A server half writing another plugin's item type: only platform types may be written besides its own, so the server must refuse to start (tests/api/plugin-server-host.test.ts). */
export const server: ServerEntry = { writes: ['ddg_results'] };
