/** A cataloged job reading a setting no plugin declares: the server must refuse to start (tests/api/plugin-catalog.test.ts). */
import type { ServerEntry } from '@bench/sdk/backend';
import { defineJob } from '@bench/sdk/model';

const model = defineJob({
  id: 'reads-undeclared',
  task: 'reads_undeclared',
  label: 'Reads Undeclared',
  availability: () => ({ enabled: true }),
  fields: {},
  reads: [
    {
      id: 'undeclaredLimit',
      env: 'BENCH_UNDECLARED_LIMIT',
      default: '1',
      parse: Number,
      description: 'declared nowhere',
    },
  ],
  cost: { catalogue: [], price: () => 0 },
});

export const server: ServerEntry = { jobs: [model] };
