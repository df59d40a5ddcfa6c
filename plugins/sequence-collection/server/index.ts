import type { ServerEntry } from '@bench/sdk/backend';
import { registerFastaImport } from './importFasta.ts';

/** The server half: FASTA import, which creates the platform's sequence collections and sequences. */
export const server: ServerEntry = {
  writes: ['sequence_collections', 'sequences'],
  routes: registerFastaImport,
};
