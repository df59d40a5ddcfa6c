/** The files of a new plugin, by kind; every file a working start that its tests exercise. */
import { itemFiles } from './itemTemplates.ts';
import { openmmStep } from './openmmStep.ts';

export type PluginKind = 'action' | 'item' | 'tab' | 'panel';

export interface Names {
  id: string;
  /** stability_scan: the task and step-file name */
  task: string;
  /** Stability Scan */
  label: string;
  /** StabilityScan */
  pascal: string;
  /** stabilityScan: the tab kind */
  camel: string;
}

function names(id: string): Names {
  const words = id.split('-');
  const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);
  return {
    id,
    task: words.join('_'),
    label: words.map(cap).join(' '),
    pascal: words.map(cap).join(''),
    camel: words[0] + words.slice(1).map(cap).join(''),
  };
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function packageJson(
  n: Names,
  entries: Record<string, string>,
  dependencies: string[],
  devDependencies: string[] = [],
): string {
  return json({
    name: `@bench/plugin-${n.id}`,
    version: '0.1.0',
    private: true,
    type: 'module',
    exports: entries,
    dependencies: Object.fromEntries([...dependencies, 'react'].map((d) => [d, d === 'react' ? '^19.2.0' : '*'])),
    devDependencies: Object.fromEntries([...devDependencies, '@bench/testing'].map((d) => [d, '*'])),
  });
}

const NO_SETTINGS = (
  id: string,
) => `None yet. To add one: \`src/settings.ts\` exporting \`settings: SettingContribution[]\`
(environment name, default, parser, description), in \`contributes.settings\` and in the server half's
\`settings\`; a job reads it with \`settingValue(context.settings, setting)\` after naming it in \`reads\`, the
browser with \`usePluginSettings('${id}')\`; give it a row in a \`## Configuration\` table of this README
(tests/arch/configuration.test.ts checks it).`;

function readme(n: Names, what: string, entries: string, settings = NO_SETTINGS(n.id)): string {
  return `# @bench/plugin-${n.id}

${what}

## Entries
${entries}

## Settings
${settings}

## Feature flag
None (open to every user).
`;
}

function actionFiles(n: Names): Record<string, string> {
  return {
    'package.json': packageJson(
      n,
      {
        '.': './src/index.ts',
        './model': './src/model.ts',
        './engine': './src/engine.ts',
        './server': './server/index.ts',
      },
      ['@bench/sdk', '@bench/action-kit', '@bench/engine-sim', '@bench/openmm'],
      ['@bench/fixtures'],
    ),
    'README.md': readme(
      n,
      `The **${n.label}** action: task \`${n.task}\`, at least 1 selected structure, repeats, 1 credit per structure.`,
      `- \`.\` — the plugin (wiring only).
- \`./model\` — pure rules (\`src/model.ts\`): defaults, validators, availability, cost; the server runs the same ones.
- \`./engine\` — \`engines\` (\`src/engine.ts\`): OpenMM through its own step \`engine/${n.task}.py\` (minimise and score,
  on \`@bench/openmm\`'s building blocks) where OpenMM is installed, else the labelled \`simulated\` engine.
- \`./server\` — \`server\` (\`server/index.ts\`): all the server takes from the plugin, its job and its engines.`,
    ),
    'server/index.ts': `import type { ServerEntry } from '@bench/sdk/backend';
import { engines } from '../src/engine.ts';
import { actionModels } from '../src/model.ts';

/** ${n.label}'s server half: the job the server prices, checks and runs, and the engines that run it. */
export const server: ServerEntry = { jobs: actionModels, engines };
`,
    'src/index.ts': `import { definePlugin } from '@bench/sdk';
import { LABEL, ${n.camel}Model } from './model.ts';

export default definePlugin({
  id: '${n.id}',
  title: LABEL,
  description: '${n.label}.',
  contributes: {
    actions: [{ ...${n.camel}Model, icon: 'cog', Form: () => import('./${n.pascal}Form.tsx') }],
  },
});
`,
    'src/model.ts': `/** ${n.label}. Pure: no React, no network. */
import { atLeast, perStructureCost, repeatsFields, validateRepeatsOnly } from '@bench/action-kit';
import { defineJob, type InputOf } from '@bench/sdk/model';

export const TASK = '${n.task}';
export const LABEL = '${n.label}';

/** The input's fields: their defaults, and the shape the server checks when the action is saved */
export const ${n.camel}Fields = { ...repeatsFields() };
export type ${n.pascal}Input = InputOf<typeof ${n.camel}Fields>;

export const ${n.camel}Model = defineJob({
  id: '${n.id}',
  task: TASK,
  label: LABEL,
  order: 200,
  availability: atLeast(1, LABEL),
  fields: ${n.camel}Fields,
  validate: validateRepeatsOnly,
  cost: perStructureCost<${n.pascal}Input>(LABEL, 1),
});

export const actionModels = [${n.camel}Model];
`,
    [`src/${n.pascal}Form.tsx`]: `import { RepeatsField } from '@bench/action-kit/ui';
import type { ActionFormProps } from '@bench/sdk';
import type { ${n.pascal}Input } from './model.ts';

export default function ${n.pascal}Form({ input, onChange, readOnly }: ActionFormProps<${n.pascal}Input>) {
  return (
    <div className="bn-action-form">
      <RepeatsField value={input.repeats} onChange={(repeats) => onChange({ ...input, repeats })} readOnly={readOnly} />
    </div>
  );
}
`,
    'src/engine.ts': `/** ${n.label}'s engines (server side): its OpenMM step where installed, else the labelled simulated engine. */
import { jitterAtoms, simulatedEngine } from '@bench/engine-sim';
import { openmmEngine, repeatsPerSource } from '@bench/openmm';
import { TASK, type ${n.pascal}Input } from './model.ts';

export const simulated${n.pascal} = simulatedEngine<${n.pascal}Input>({
  task: TASK,
  step: 'Running ${n.label}',
  derive: ({ pose, random }) => ({ pose: jitterAtoms(pose, 0.15, random), relaxation: 1 }),
});

export const engines = [
  openmmEngine({ task: TASK, step: new URL('../engine/${n.task}.py', import.meta.url), needs: ['openmm', 'pdbfixer'], plan: repeatsPerSource }),
  simulated${n.pascal},
];
`,
    [`engine/${n.task}.py`]: openmmStep(n.label),
    'test/model.test.ts': `import { describe, expect, it } from 'vitest';
import { atLeastOneStructureSuite } from '@bench/testing';
import { LABEL, TASK, ${n.camel}Model } from '../src/model.ts';

describe('${n.label} model', () => {
  atLeastOneStructureSuite(${n.camel}Model, LABEL, { task: TASK, pose_ids: [], collection_id: null, repeats: 1 });

  it('costs 1 credit per structure', () => {
    expect(${n.camel}Model.cost.price(${n.camel}Model.defaults(), { structureCount: 3 })).toBe(3);
  });
});
`,
    'test/engine.test.ts': `import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFixture } from '@bench/fixtures';
import { detectOpenMM } from '@bench/openmm';
import { simulatedStructureEngineSuite, testEngineContext } from '@bench/testing';
import { engines } from '../src/engine.ts';
import { TASK } from '../src/model.ts';

simulatedStructureEngineSuite(engines, { task: TASK, repeats: 2 }, { perSource: 2, rms: [0.1, 0.6] });

const found = await detectOpenMM();
describe.runIf(Boolean(process.env.CI) || 'openmm' in found.versions)('the OpenMM step on crambin', () => {
  it('minimises and scores in kcal/mol, barely moving the structure', { timeout: 120_000 }, async () => {
    process.env.BENCH_MM_MAX_ITERATIONS = '100';
    const openmm = engines.find((engine) => engine.kind === 'openmm')!;
    const context = testEngineContext({ input: { task: TASK, pose_ids: ['p1'], collection_id: null, repeats: 1 }, poses: [{ _id: 'p1', name: '1crn', pdb: readFixture('pdb', '1crn.pdb') }] });
    const result = await openmm.run(Object.assign(context, { workDir: mkdtempSync(join(tmpdir(), '${n.id}-')) }));
    const [pose] = result.collection!.poses;
    expect(pose!.score).toBeLessThan(0);
    expect(pose!.rms).toBeLessThan(1);
    expect(result.collection!.settings).toMatchObject({ engine: 'openmm', energy_unit: 'kcal/mol' });
  });
});
`,
    'test/Form.test.tsx': `import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderActionForm } from '@bench/testing';
import plugin from '../src/index.ts';

describe('${n.id} form in the harness (plugin alone)', () => {
  it('loads through the production loader and renders its form', async () => {
    const { workbench } = await renderActionForm(plugin);
    expect(workbench.registry.actions.map((a) => a.fullId)).toEqual(['${n.id}:${n.id}']);
    expect(screen.getByLabelText('Repeats')).toBeTruthy();
  });
});
`,
  };
}

function viewFiles(n: Names, kind: 'tab' | 'panel'): Record<string, string> {
  const component = `${n.pascal}${kind === 'tab' ? 'Tab' : 'Panel'}`;
  const contribution =
    kind === 'tab'
      ? `    tabKinds: [{ id: '${n.camel}', icon: 'folder', title: () => '${n.label}', component: () => import('./${component}.tsx') }],
    launchers: [{ id: '${n.id}', label: 'Open ${n.label}', icon: 'plus', tabKind: '${n.camel}' }],`
      : `    panels: [{ id: '${n.id}', title: '${n.label}', side: 'right', component: () => import('./${component}.tsx') }],`;
  const props = kind === 'tab' ? 'TabProps' : 'PanelProps';
  const list = kind === 'tab' ? 'tabKinds' : 'panels';
  return {
    'package.json': packageJson(n, { '.': './src/index.ts' }, ['@bench/sdk']),
    'README.md': readme(
      n,
      kind === 'tab'
        ? `The **${n.label}** tab (kind \`${n.camel}\`), opened by its launcher in the session's left column.`
        : `The **${n.label}** panel of the session's right column.`,
      `- \`.\` — the plugin (wiring only) and its lazy \`src/${component}.tsx\`.`,
    ),
    'src/index.ts': `import { definePlugin } from '@bench/sdk';

export default definePlugin({
  id: '${n.id}',
  title: '${n.label}',
  description: '${n.label}.',
  contributes: {
${contribution}
  },
});
`,
    [`src/${component}.tsx`]: `import type { ${props} } from '@bench/sdk';

export default function ${component}({ sessionId }: ${props}) {
  return (
    <section className="bn-${n.id}" aria-label="${n.label}">
      <p className="bn-hint">${n.label} of session {sessionId}.</p>
    </section>
  );
}
`,
    [`test/${component}.test.tsx`]: `import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createTestWorkbench } from '@bench/testing';
import plugin from '../src/index.ts';

describe('${n.id} (plugin alone)', () => {
  it('loads through the production loader and renders its ${kind}', async () => {
    const { registry } = createTestWorkbench({ plugins: [plugin] });
    const [contribution] = registry.${list};
    expect(contribution?.fullId).toBe('${n.id}:${kind === 'tab' ? n.camel : n.id}');
    const { default: Component } = await contribution!.component();
    render(<Component ${kind === 'tab' ? `tab={{ id: 't1', kind: '${n.camel}', title: '${n.label}', isCloseable: true, data: { type: '${n.camel}' } }} ` : ''}sessionId="s1" />);
    expect(screen.getByRole('region', { name: '${n.label}' }).textContent).toContain('session s1');
  });
});
`,
  };
}

function itemPlugin(n: Names): Record<string, string> {
  const entries = {
    '.': './src/index.ts',
    './model': './src/model.ts',
    './engine': './src/engine.ts',
    './server': './server/index.ts',
  };
  const manifest = packageJson(
    n,
    entries,
    ['@bench/sdk', '@bench/action-kit', '@bench/engine-sim', '@bench/openmm'],
    ['@bench/fixtures'],
  );
  return itemFiles(
    n,
    manifest,
    readme(
      n,
      `The **${n.label}** item job: an item of type \`${n.task}_results\` per structure, created from the Metrics panel, run by task \`${n.task}\` (1 credit), shown in its own tab and updated live.`,
      `- \`.\` — the plugin (wiring only): its job model, Metrics entry, tab and archivable type.
- \`./model\` — pure rules (\`src/model.ts\`): the item type, availability, cost; the server runs the same ones.
- \`./engine\` — \`engines\` (\`src/engine.ts\`): OpenMM through its own step \`engine/${n.task}.py\` (the structure
  minimised in implicit solvent, its energy the item's output) where OpenMM is installed, else the labelled
  \`simulated\` engine (counts residues).
- \`./server\` — \`server\` (\`server/index.ts\`): all the server takes from the plugin: its job, engines and setting, the item type's schema and rules, its job subject, run and cancel routes.`,
      `One (\`src/settings.ts\`), the largest structure in residues the OpenMM engine minimises: in
\`contributes.settings\` and the server half's \`settings\`, named in the job's \`reads\` and read with
\`settingValue(context.settings, maxResidues)\`; its row is in the Configuration table below.`,
    ),
  );
}

export function pluginFiles(id: string, kind: PluginKind): Record<string, string> {
  const n = names(id);
  if (kind === 'item') return itemPlugin(n);
  return kind === 'action' ? actionFiles(n) : viewFiles(n, kind);
}
