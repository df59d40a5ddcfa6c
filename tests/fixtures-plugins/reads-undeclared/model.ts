/** A cataloged job reading a setting no plugin declares: the server must refuse to start (tests/api/plugin-catalog.test.ts). */
import type { ActionModel } from '@bench/sdk/model';

const model: ActionModel = {
  id: 'reads-undeclared',
  task: 'reads_undeclared',
  label: 'Reads Undeclared',
  availability: () => ({ enabled: true }),
  defaults: () => ({}),
  reads: ['undeclaredLimit'],
  cost: { catalogue: [], price: () => 0 },
};

export const actionModels = [model];
