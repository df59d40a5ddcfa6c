/** The files of an item job: a job whose result is an item of its own type, with its server half, tab and live updates. */
import type { Names } from './templates.ts';

export function itemFiles(n: Names, packageJson: string, readme: string): Record<string, string> {
  const entity = `${n.task}_results`;
  return {
    'package.json': packageJson,
    'README.md': readme,
    'src/index.ts': `import { definePlugin } from '@bench/sdk';
import { ENTITY, LABEL, TAB_KIND, ${n.camel}Model } from './model.ts';

export default definePlugin({
  id: '${n.id}',
  title: LABEL,
  description: '${n.label}: one item per structure, computed by a job.',
  contributes: {
    jobs: [${n.camel}Model],
    archivable: [{ id: ENTITY, entity: ENTITY, label: LABEL, order: 50 }],
    tabKinds: [{ id: TAB_KIND, icon: 'chart', title: (data) => String(data.name ?? LABEL), component: () => import('./${n.pascal}Tab.tsx') }],
    metrics: [
      {
        id: '${n.id}', label: LABEL, icon: 'chart', entity: ENTITY, tabKind: TAB_KIND, order: 50,
        availability: ${n.camel}Model.availability,
        createBody: ({ poseIds }) => ({ inputs: { pose_id: poseIds[0] } }),
        errors: { create: 'There was an error creating the ${n.label} item' },
      },
    ],
  },
});
`,
    'src/model.ts': `/** ${n.label}: its item type, task and rules. Pure: no React, no network. */
import { exactly, perStructureCost, type BaseActionInput } from '@bench/action-kit';
import type { ActionModel } from '@bench/sdk/model';

export const TASK = '${n.task}';
export const LABEL = '${n.label}';
/** the item type this plugin declares (its \`./server\` entry) */
export const ENTITY = '${entity}';
export const TAB_KIND = '${n.camel}';

export const ${n.camel}Model: ActionModel<BaseActionInput> = {
  id: '${n.id}',
  task: TASK,
  label: LABEL,
  runs: ENTITY,
  order: 200,
  availability: exactly(1, LABEL),
  defaults: () => ({ task: TASK, pose_ids: [], collection_id: null }),
  cost: perStructureCost(LABEL, 1),
};

export const actionModels = [${n.camel}Model];
`,
    'src/engine.ts': `/** ${n.label}'s engine (server side): the labelled simulated one counts the structure's residues by letter. */
import { readPose } from '@bench/engine-sim';
import type { BaseActionInput } from '@bench/action-kit';
import type { ActionEngine } from '@bench/sdk/model';
import { LABEL, TASK } from './model.ts';

export const simulated${n.pascal}: ActionEngine<BaseActionInput> = {
  task: TASK,
  kind: 'simulated',
  async run(context) {
    const source = context.poses[0];
    if (!source) throw new Error(\`\${LABEL} needs one structure.\`);
    context.progress('Counting residues', 0);
    const counts: Record<string, number> = {};
    for (const residue of readPose(source.pdb).residues) counts[residue.letter] = (counts[residue.letter] ?? 0) + 1;
    return {
      engine: 'simulated',
      output: { counts },
      method: { name: 'simulated', description: 'Counts the residues of each letter: replace with your method.' },
      notes: [\`\${Object.values(counts).reduce((a, b) => a + b, 0)} residues counted.\`],
    };
  },
};

export const engines = [simulated${n.pascal}];
`,
    'server/index.ts': `/** ${n.label}'s server half: its item type, the job subject that runs it, and run and cancel. */
import {
  JOB_FIELDS, NOT_RUN, statusJobSubject, structureJobFields, typeSchemas, without,
  type Item, type ItemRules, type PluginRoutes, type ServerEntry, type ServerHost,
} from '@bench/sdk/backend';
import { engines } from '../src/engine.ts';
import { actionModels, ENTITY, LABEL } from '../src/model.ts';

/** fields only the server writes */
const SERVER_WRITES = ['status', 'outputs', 'pose_collection_id', ...JOB_FIELDS];

/** INIT, RUNNING when run, COMPLETED with the engine's output (the server stores it); a failed run can run again. */
export const ${n.camel}Subject = statusJobSubject({
  entity: ENTITY,
  asAction: (item: Item, task: string): Item => {
    const inputs = (item.inputs ?? {}) as { pose_id?: string };
    return { ...item, input: { task, pose_ids: inputs.pose_id ? [inputs.pose_id] : [], collection_id: item.pose_collection_id ?? null } };
  },
  completed: (_item, result) => ({ outputs: result.output ?? {} }),
});

/** A new item names one structure of its session; the server fills in the rest. */
export const ${n.camel}ItemRules: ItemRules = {
  async prepareCreate(body, sessionId, tx) {
    const pose = await tx.sessionPose(sessionId, (body.inputs as { pose_id?: unknown } | undefined)?.pose_id);
    const name = String(pose.name ?? '');
    return {
      name: \`\${LABEL} \${name}\`, ...without(body, SERVER_WRITES), inputs: { pose_id: pose._id, pose_name: name }, outputs: {},
      pose_collection_id: pose.pose_collection_id ?? null, status: 'INIT', ...NOT_RUN,
    };
  },
  prepareUpdate: (patch) => without(without(patch, SERVER_WRITES), ['inputs']),
};

function registerRoutes(routes: PluginRoutes, host: ServerHost): void {
  routes.put(\`/api/\${ENTITY}/:id/run\`, async (request) => {
    const item = await host.ownedJobItem(request, ${n.camel}Subject, LABEL);
    return host.runJob(request, ${n.camel}Subject, item);
  });
  routes.put(\`/api/\${ENTITY}/:id/cancel\`, async (request) => {
    const item = await host.ownedJobItem(request, ${n.camel}Subject, LABEL);
    return host.cancelJob(request, ${n.camel}Subject, item);
  });
}

export const server: ServerEntry = {
  jobs: actionModels,
  engines,
  entities: [{ type: ENTITY, schemas: typeSchemas(structureJobFields), subject: ${n.camel}Subject, rules: () => ${n.camel}ItemRules }],
  routes: registerRoutes,
};
`,
    [`src/${n.pascal}Tab.tsx`]: `import { Api, Button, StatusBadge, useItem, useService, type BaseItem, type TabProps } from '@bench/sdk';
import { ENTITY, LABEL } from './model.ts';

interface ${n.pascal}Item extends BaseItem {
  status: string;
  engine?: string | null;
  outputs: { counts?: Record<string, number> };
  error_message?: string | null;
}

export default function ${n.pascal}Tab({ tab }: TabProps) {
  const api = useService(Api);
  const item = useItem<${n.pascal}Item>(ENTITY, tab.data.id);
  if (!item) return <p className="bn-hint">Loading {LABEL}…</p>;
  const counts = Object.entries(item.outputs.counts ?? {});
  return (
    <section className="bn-${n.id}" aria-label={LABEL}>
      <header>
        <span>{item.status}</span>
        {item.engine === 'simulated' && <StatusBadge kind="simulated" title="Counted by the simulated engine: replace it with your method." />}
        {['INIT', 'FAILED', 'CANCELLED'].includes(item.status) && <Button small variant="primary" onClick={() => void api.put(\`/api/\${ENTITY}/\${item._id}/run\`)}>Run</Button>}
      </header>
      {item.error_message && <p role="alert">{item.error_message}</p>}
      <table>
        <thead><tr><th>Residue</th><th>Count</th></tr></thead>
        <tbody>{counts.map(([letter, count]) => <tr key={letter}><td>{letter}</td><td>{count}</td></tr>)}</tbody>
      </table>
    </section>
  );
}
`,
    'test/model.test.ts': `import { describe, expect, it } from 'vitest';
import { ENTITY, ${n.camel}Model } from '../src/model.ts';
import { server } from '../server/index.ts';

describe('${n.label}', () => {
  it('runs items of the type its server half declares, 1 credit per structure', () => {
    expect(${n.camel}Model.runs).toBe(ENTITY);
    expect(server.entities?.map((entity) => entity.type)).toEqual([ENTITY]);
    expect(${n.camel}Model.cost.price(${n.camel}Model.defaults(), { structureCount: 1 })).toBe(1);
  });

  it('shows its item as the job subject runs it: the structure as the engine\\'s source, again after a failure', () => {
    const [entity] = server.entities!;
    const item = { _id: 'i1', inputs: { pose_id: 'p1' }, pose_collection_id: 'c1', status: 'FAILED' };
    expect(entity!.subject!.asAction(item, '${n.task}').input).toEqual({ task: '${n.task}', pose_ids: ['p1'], collection_id: 'c1' });
    expect(entity!.subject!.runnable(item)).toBe(true);
    expect(entity!.subject!.runnable({ ...item, status: 'RUNNING' })).toBe(false);
  });
});
`,
    'test/engine.test.ts': `import { describe, expect, it } from 'vitest';
import { readFixture } from '@bench/fixtures';
import { testEngineContext } from '@bench/testing';
import { engines } from '../src/engine.ts';
import { TASK } from '../src/model.ts';

describe('${n.label} engine', () => {
  it('counts crambin\\'s 46 residues by letter, labelled simulated', async () => {
    const context = testEngineContext({ input: { task: TASK, pose_ids: ['p1'], collection_id: null }, poses: [{ _id: 'p1', name: '1crn', pdb: readFixture('pdb', '1crn.pdb') }] });
    const result = await engines[0]!.run(context);
    const counts = result.output!.counts as Record<string, number>;
    expect(result.engine).toBe('simulated');
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(46);
    expect(counts.C).toBe(6);
  });
});
`,
  };
}
