/** The files of an item job: a job whose result is an item of its own type, with its server half, tab and live updates. */
import { openmmStep } from './openmmStep.ts';
import type { Names } from './templates.ts';

export function itemFiles(n: Names, packageJson: string, readme: string): Record<string, string> {
  const entity = `${n.task}_results`;
  const variable = `BENCH_${n.task.toUpperCase()}_MAX_RESIDUES`;
  return {
    'package.json': packageJson,
    'README.md': `${readme}
## Configuration

| Variable | Default | Meaning |
|---|---|---|
| \`${variable}\` | \`2000\` | largest structure, in residues, that ${n.label} minimises |
`,
    'src/settings.ts': `import type { SettingContribution } from '@bench/sdk/model';

/** The largest structure, in residues, the job minimises: a larger one is refused before any work. */
export const maxResidues: SettingContribution<number> = {
  id: '${n.camel}MaxResidues',
  env: '${variable}',
  default: '2000',
  parse(raw) {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new Error(\`must be a whole number of residues, at least 1, got '\${raw}'\`);
    return value;
  },
  description: 'largest structure, in residues, that ${n.label} minimises',
};

export const settings = [maxResidues];
`,
    'src/index.ts': `import { definePlugin } from '@bench/sdk';
import { ENTITY, LABEL, TAB_KIND, ${n.camel}Model } from './model.ts';
import { settings } from './settings.ts';

export default definePlugin({
  id: '${n.id}',
  title: LABEL,
  description: '${n.label}: one item per structure, computed by a job.',
  contributes: {
    jobs: [${n.camel}Model],
    settings,
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
import { exactly, perStructureCost } from '@bench/action-kit';
import { defineJob } from '@bench/sdk/model';
import { maxResidues } from './settings.ts';

export const TASK = '${n.task}';
export const LABEL = '${n.label}';
/** the item type this plugin declares (its \`./server\` entry) */
export const ENTITY = '${entity}';
export const TAB_KIND = '${n.camel}';

export const ${n.camel}Model = defineJob({
  id: '${n.id}',
  task: TASK,
  label: LABEL,
  runs: ENTITY,
  order: 200,
  availability: exactly(1, LABEL),
  reads: [maxResidues],
  /** the run's choices (\`field.*\`), kept in the item's \`inputs\` beside its structure: none yet */
  fields: {},
  cost: perStructureCost(LABEL, 1),
});

export const actionModels = [${n.camel}Model];
`,
    'src/engine.ts': `/** ${n.label}'s engines (server side): OpenMM's minimised energy where installed, else the labelled simulated one, which counts the structure's residues by letter. */
import { readPose } from '@bench/engine-sim';
import type { BaseActionInput } from '@bench/action-kit';
import { onePerSource, openmmEngine } from '@bench/openmm';
import { settingValue, type ActionEngine } from '@bench/sdk/model';
import { LABEL, TASK } from './model.ts';
import { maxResidues } from './settings.ts';

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

const minimised = openmmEngine<BaseActionInput>({
  task: TASK,
  step: new URL('../engine/${n.task}.py', import.meta.url),
  needs: ['openmm', 'pdbfixer'],
  plan: onePerSource,
});

/** OpenMM where installed: the structure minimised in implicit solvent; its energy is the item's output. */
export const openmm${n.pascal}: ActionEngine<BaseActionInput> = {
  task: TASK,
  kind: 'openmm',
  available: minimised.available,
  async run(context) {
    const source = context.poses[0];
    if (!source) throw new Error(\`\${LABEL} needs one structure.\`);
    const limit = settingValue(context.settings, maxResidues);
    const residues = readPose(source.pdb).residues.length;
    if (residues > limit) throw new Error(\`\${source.name} has \${residues} residues; \${LABEL} minimises at most \${limit}.\`);
    const { collection, ...result } = await minimised.run(context);
    return { ...result, output: { energy_kcal_per_mol: collection?.poses[0]?.score ?? null } };
  },
};

export const engines = [openmm${n.pascal}, simulated${n.pascal}];
`,
    [`engine/${n.task}.py`]: openmmStep(n.label),
    'server/index.ts': `/** ${n.label}'s server half: its item type, the job subject that runs it, and run and cancel. */
import {
  JOB_FIELDS, NOT_RUN, statusJobSubject, structureJobFields, typeSchemas, without,
  type Item, type ItemRules, type PluginRoutes, type ServerEntry, type ServerHost,
} from '@bench/sdk/backend';
import { engines } from '../src/engine.ts';
import { actionModels, ENTITY, LABEL } from '../src/model.ts';
import { settings } from '../src/settings.ts';

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
  settings,
  entities: [{ type: ENTITY, schemas: typeSchemas(structureJobFields), subject: ${n.camel}Subject, rules: () => ${n.camel}ItemRules }],
  routes: registerRoutes,
};
`,
    [`src/${n.pascal}Tab.tsx`]: `import { Api, Button, StatusBadge, useItem, useService, type BaseItem, type TabProps } from '@bench/sdk';
import { ENTITY, LABEL } from './model.ts';

interface ${n.pascal}Item extends BaseItem {
  status: string;
  engine?: string | null;
  outputs: { counts?: Record<string, number>; energy_kcal_per_mol?: number | null };
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
      {typeof item.outputs.energy_kcal_per_mol === 'number' && <p>Energy after minimisation: {item.outputs.energy_kcal_per_mol.toFixed(1)} kcal/mol</p>}
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
    'test/engine.test.ts': `import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFixture } from '@bench/fixtures';
import { detectOpenMM } from '@bench/openmm';
import { testEngineContext } from '@bench/testing';
import { openmm${n.pascal}, simulated${n.pascal} } from '../src/engine.ts';
import { TASK } from '../src/model.ts';

const crambin = (settings: Record<string, unknown> = {}) =>
  testEngineContext({
    input: { task: TASK, pose_ids: ['p1'], collection_id: null },
    poses: [{ _id: 'p1', name: '1crn', pdb: readFixture('pdb', '1crn.pdb') }],
    settings: { ${n.camel}MaxResidues: 2000, ...settings },
  });

describe('${n.label} engines', () => {
  it('counts crambin\\'s 46 residues by letter, labelled simulated', async () => {
    const result = await simulated${n.pascal}.run(crambin());
    const counts = result.output!.counts as Record<string, number>;
    expect(result.engine).toBe('simulated');
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(46);
    expect(counts.C).toBe(6);
  });

  it('refuses a structure over its residue limit before any work, naming both numbers', async () => {
    await expect(openmm${n.pascal}.run(crambin({ ${n.camel}MaxResidues: 40 }))).rejects.toThrow(
      '1crn has 46 residues; ${n.label} minimises at most 40.',
    );
  });
});

const found = await detectOpenMM();
describe.runIf(Boolean(process.env.CI) || 'openmm' in found.versions)('the OpenMM step on crambin', () => {
  it('gives the minimised energy in kcal/mol as the item\\'s output', { timeout: 120_000 }, async () => {
    process.env.BENCH_MM_MAX_ITERATIONS = '100';
    const context = Object.assign(crambin(), { workDir: mkdtempSync(join(tmpdir(), '${n.id}-')) });
    const result = await openmm${n.pascal}.run(context);
    expect(result.engine).toBe('openmm');
    expect(result.output!.energy_kcal_per_mol as number).toBeLessThan(0);
  });
});
`,
  };
}
