import { readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogFromEnv } from '@bench/catalog';
import { ENTITY_TYPES } from '@bench/sdk/model';
import { loadPlugins } from '../../core/src/registry.ts';
import { catalog } from '../../app/src/catalog.ts';
import { loadServerPlugins } from '../../server/src/plugins/load.ts';
import { buildsOnProblems, familiesOpenTo, familyGraph, familyOfPlugin } from './families.ts';

const root = join(import.meta.dirname, '..', '..');
const fixtures = join(import.meta.dirname, 'fixtures');

function sourceFiles(dir: string, pattern = /\.(ts|tsx)$/): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === '__pycache__') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

export function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** The shared libraries (libs/*) a plugin may import beside the sdk. */
const LIBRARIES = readdirSync(join(root, 'libs')).map((name) => `@bench/${name}`);
/** Family packages (families/<family>, `@bench/family-<family>`) and the families each builds on. */
const FAMILY_GRAPH = familyGraph(join(root, 'families'));
const FAMILIES = [...FAMILY_GRAPH.keys()];

/** True when `path` is `dir` or inside it, compared by path segments (plugins/relax is not inside plugins/relax-design). */
function isInside(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** Whether a workspace package (`@bench/<name>`) is the sdk, a shared library or the package of one of `families`. */
const sdkLibraryOrFamily = (bench: string, families: readonly string[]) =>
  bench === '@bench/sdk' || LIBRARIES.includes(bench) || families.some((family) => bench === `@bench/family-${family}`);

/**
 * What a plugin may import: the sdk (its server half's contract is `@bench/sdk/backend`), the shared
 * libraries, the packages of `families` (its own family and those it builds on), relative files
 * inside itself, and third-party libraries. Never the server, another plugin or another family's package.
 */
export function forbiddenPluginImport(
  spec: string,
  fileDir: string,
  pluginDir: string,
  families: readonly string[] = [],
): boolean {
  if (spec.startsWith('.')) return !isInside(join(fileDir, spec), pluginDir);
  const bench = spec.match(/^@bench\/[^/]+/)?.[0];
  return !!bench && !sdkLibraryOrFamily(bench, families);
}

/** Every forbidden import of one plugin folder, as 'file imports spec'. */
export function pluginViolations(pluginDir: string): string[] {
  const families = familiesOpenTo(familyOfPlugin(pluginDir), FAMILY_GRAPH);
  return sourceFiles(pluginDir).flatMap((file) =>
    importsOf(readFileSync(file, 'utf8'))
      .filter((spec) => forbiddenPluginImport(spec, join(file, '..'), pluginDir, families))
      .map((spec) => `${relative(root, file)} imports ${spec}`),
  );
}

/** Workspace packages a family package's sources import beyond the sdk, the libraries and the families it builds on. */
export function familyPackageViolations(familiesDir: string, graph: ReadonlyMap<string, readonly string[]>): string[] {
  return [...graph.keys()].flatMap((family) =>
    sourceFiles(join(familiesDir, family, 'src')).flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .map((spec) => spec.match(/^@bench\/[^/]+/)?.[0])
        .filter((bench): bench is string => !!bench && !sdkLibraryOrFamily(bench, familiesOpenTo(family, graph)))
        .map((bench) => `${relative(root, file)} imports ${bench}`),
    ),
  );
}

/** Task and wire names of the cataloged plugins' actions: only their plugins may spell them. */
const TASK_NAMES = catalog.flatMap((plugin) =>
  (plugin.contributes.actions ?? []).flatMap((action) => [action.task, ...(action.wireName ? [action.wireName] : [])]),
);
/** Features the cataloged plugins declare: only their plugins may spell them. */
const FEATURE_NAMES = catalog.flatMap((plugin) => (plugin.contributes.features ?? []).map((feature) => feature.id));
/** Item types the cataloged plugins' server halves declare: only their plugins may spell them. */
const ENTITY_NAMES = (await loadServerPlugins(catalogFromEnv({}))).flatMap((plugin) =>
  (plugin.server?.entities ?? []).map((entity) => entity.type),
);
/** Settings the cataloged plugins declare, by id and by environment variable: only their plugins may spell them. */
const SETTING_NAMES = catalog.flatMap((plugin) =>
  (plugin.contributes.settings ?? []).flatMap((setting) => [setting.id, setting.env]),
);
/** User flags the cataloged plugins' features open on: only their plugins may spell them. */
const FLAG_NAMES = catalog.flatMap((plugin) =>
  (plugin.contributes.features ?? []).flatMap((feature) => (feature.flag ? [feature.flag] : [])),
);
/**
 * Tab kinds of the cataloged plugins. Several ids are ordinary words ('archive', 'collection'), so a
 * tab kind counts where shared code sets or compares a `kind` to it.
 */
const TAB_KINDS = catalog.flatMap((plugin) => (plugin.contributes.tabKinds ?? []).map((tab) => tab.id));

/**
 * Plugin ids: only the plugin itself may spell its id. Four plugins are named after the platform's
 * own item type ('actions', 'selectors', 'promotions') or contribution kind ('metrics') they show;
 * shared code uses those words as the platform's, so they do not count as naming the plugin.
 */
const PLATFORM_WORDS = new Set([...Object.keys(ENTITY_TYPES), ...Object.keys(loadPlugins([]))]);
const PLUGIN_IDS = catalog.map((plugin) => plugin.id).filter((id) => !PLATFORM_WORDS.has(id));

const withoutComments = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/^\s*#.*$/gm, '');

/** Job types, plugins, plugin features, plugin item types and tab kinds that shared code names, as 'file names job type x'…. */
export function namedPluginTerms(file: string): string[] {
  const source = withoutComments(readFileSync(file, 'utf8'));
  const where = relative(root, file);
  const quoted = [...source.matchAll(/['"]([a-z_.]+)['"]/g)].map((m) => m[1]);
  const tasks = quoted.filter((name) => TASK_NAMES.includes(name));
  const features = quoted.filter((name) => FEATURE_NAMES.includes(name) && !TASK_NAMES.includes(name));
  const plugins = [...source.matchAll(/['"]([a-z][a-z0-9-]*)['"]/g)]
    .map((m) => m[1]!)
    .filter((id) => PLUGIN_IDS.includes(id) && !TASK_NAMES.includes(id));
  // an item type is spelt so distinctively that it counts anywhere, comments and paths included
  const raw = readFileSync(file, 'utf8');
  const entities = ENTITY_NAMES.filter((name) => new RegExp(`\\b${name}\\b`).test(raw));
  // so are setting ids, their variables and flags (camelCase or BENCH_…), comments included
  const settings = SETTING_NAMES.filter((name) => new RegExp(`\\b${name}\\b`).test(raw));
  const flags = FLAG_NAMES.filter((name) => new RegExp(`\\b${name}\\b`).test(raw));
  const tabs = [...source.matchAll(/\bkind\s*(?::|[!=]==?)\s*['"](\w+)['"](?!\s*\|)/g)]
    .map((m) => m[1])
    .filter((name) => TAB_KINDS.includes(name));
  return [
    ...new Set([
      ...tasks.map((t) => `${where} names job type ${t}`),
      ...features.map((f) => `${where} names feature ${f}`),
      ...plugins.map((p) => `${where} names plugin ${p}`),
      ...entities.map((e) => `${where} names item type ${e}`),
      ...settings.map((s) => `${where} names setting ${s}`),
      ...flags.map((f) => `${where} names flag ${f}`),
      ...tabs.map((t) => `${where} names tab kind ${t}`),
    ]),
  ];
}

/** Shared packages: everything but plugins, app and tests. */
const SHARED_DIRS = [
  'sdk/src',
  ...readdirSync(join(root, 'libs')).map((lib) => `libs/${lib}/src`),
  'core/src',
  'server/src',
];

describe('dependency direction (DESIGN §1)', () => {
  const pluginsDir = join(root, 'plugins');
  const plugins = readdirSync(pluginsDir).filter((d) => statSync(join(pluginsDir, d)).isDirectory());

  it('finds the plugins and their sources', () => {
    expect(plugins.length).toBeGreaterThan(0);
  });

  it.each(plugins)(
    'plugin %s imports only @bench/sdk, the shared libraries, its own files and third-party libraries',
    (plugin) => {
      expect(pluginViolations(join(pluginsDir, plugin))).toEqual([]);
    },
  );

  it('finds the item types the plugins declare', () => {
    expect(ENTITY_NAMES).toContain('ddg_results');
  });

  it('finds the plugin ids, less the four named after a platform word', () => {
    expect(PLUGIN_IDS).toEqual(expect.arrayContaining(['structure-loader', 'ddg', 'protein-mpnn']));
    expect(catalog.map((plugin) => plugin.id).filter((id) => !PLUGIN_IDS.includes(id))).toEqual(
      expect.arrayContaining(['actions', 'selectors', 'promotions', 'metrics']),
    );
    expect(catalog.length - PLUGIN_IDS.length).toBe(4);
  });

  it('finds the settings and flags the plugins declare', () => {
    expect(SETTING_NAMES).toEqual(expect.arrayContaining(['ddgHeatPositive', 'BENCH_DESIGN_SPACE_LIMIT_EXPONENT']));
    expect(FLAG_NAMES).toContain('canSeePPD');
  });

  it('shared packages (sdk, libs, core, server) name no job type, plugin, feature, flag, setting, plugin item type or tab kind, Python included', () => {
    const found = SHARED_DIRS.flatMap((dir) => sourceFiles(join(root, dir), /\.(ts|tsx|py)$/))
      .flatMap(namedPluginTerms)
      .sort();
    expect(found).toEqual([]);
  });

  it('core never imports app, server or plugins', () => {
    const bad = sourceFiles(join(root, 'core', 'src')).flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter(
          (spec) =>
            /^@bench\/(app|server|plugin-|family-)/.test(spec) ||
            /\.\.\/\.\.\/(app|server|plugins|families)\//.test(spec),
        )
        .map((spec) => `${relative(root, file)} imports ${spec}`),
    );
    expect(bad).toEqual([]);
  });

  it('server imports no file outside its folder, and of the workspace only the sdk and the libraries', () => {
    const serverDir = join(root, 'server');
    const bad = sourceFiles(join(serverDir, 'src')).flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter((spec) =>
          spec.startsWith('.')
            ? !isInside(join(file, '..', spec), serverDir)
            : /^@bench\//.test(spec) &&
              !/^@bench\/sdk(\/model|\/backend)?$/.test(spec) &&
              !LIBRARIES.includes(spec.match(/^@bench\/[^/]+/)![0]),
        )
        .map((spec) => `${relative(root, file)} imports ${spec}`),
    );
    expect(bad).toEqual([]);
  });

  it('sdk imports no other workspace package', () => {
    const bad = sourceFiles(join(root, 'sdk', 'src')).flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter((spec) => spec.startsWith('@bench/'))
        .map((spec) => `${relative(root, file)} imports ${spec}`),
    );
    expect(bad).toEqual([]);
  });

  it('libraries import only the sdk and libraries (testing may also reach core)', () => {
    const bad = LIBRARIES.flatMap((lib) =>
      sourceFiles(join(root, 'libs', lib.slice('@bench/'.length), 'src')).flatMap((file) =>
        importsOf(readFileSync(file, 'utf8'))
          .map((spec) => spec.match(/^@bench\/[^/]+/)?.[0])
          .filter(
            (bench): bench is string =>
              !!bench && !sdkLibraryOrFamily(bench, []) && !(lib === '@bench/testing' && bench === '@bench/core'),
          )
          .map((bench) => `${relative(root, file)} imports ${bench}`),
      ),
    );
    expect(bad).toEqual([]);
  });

  it('family packages import only the sdk, the libraries and the families they build on, which form no ring', () => {
    expect(buildsOnProblems(FAMILY_GRAPH)).toEqual([]);
    expect(familyPackageViolations(join(root, 'families'), FAMILY_GRAPH)).toEqual([]);
  });
});

describe('the import checker itself', () => {
  it('catches a plugin reaching into core, app, server or another plugin', () => {
    const dir = '/r/plugins/x/src';
    expect(forbiddenPluginImport('@bench/core', dir, '/r/plugins/x')).toBe(true);
    expect(forbiddenPluginImport('@bench/plugin-design', dir, '/r/plugins/x')).toBe(true);
    expect(forbiddenPluginImport('../../../core/src/registry', dir, '/r/plugins/x')).toBe(true);
    expect(forbiddenPluginImport('../../y/src/model', dir, '/r/plugins/x')).toBe(true);
    expect(forbiddenPluginImport('@bench/sdk', dir, '/r/plugins/x')).toBe(false);
    expect(forbiddenPluginImport('@bench/action-kit/ui', dir, '/r/plugins/x')).toBe(false);
    expect(forbiddenPluginImport('./model.ts', dir, '/r/plugins/x')).toBe(false);
    expect(forbiddenPluginImport('uplot', dir, '/r/plugins/x')).toBe(false);
  });

  it('lets a plugin import its own family’s package and no other family’s', () => {
    const dir = '/r/plugins/ddg/src';
    const scan = ['mutation-scan'];
    expect(forbiddenPluginImport('@bench/family-mutation-scan/ui', dir, '/r/plugins/ddg', scan)).toBe(false);
    expect(forbiddenPluginImport('@bench/family-design', dir, '/r/plugins/ddg', scan)).toBe(true);
    expect(forbiddenPluginImport('@bench/family-mutation-scan', '/r/plugins/relax/src', '/r/plugins/relax')).toBe(true);
  });

  it('opens to a plugin the families its family builds on, however deep, and no others', () => {
    const graph = new Map([
      ['design', ['molecular-mechanics']],
      ['molecular-mechanics', ['physics']],
      ['physics', []],
      ['mutation-scan', []],
    ]);
    expect(familiesOpenTo('design', graph)).toEqual(['design', 'molecular-mechanics', 'physics']);
    expect(familiesOpenTo('molecular-mechanics', graph)).toEqual(['molecular-mechanics', 'physics']);
    expect(familiesOpenTo(undefined, graph)).toEqual([]);
    expect(FAMILY_GRAPH.get('design')).toEqual(['molecular-mechanics']);
  });

  it('catches a plugin importing a family its own does not build on (the bad fixture)', () => {
    expect(pluginViolations(join(fixtures, 'plugins', 'thermal-scan'))).toEqual([
      'tests/arch/fixtures/plugins/thermal-scan/src/model.ts imports @bench/family-molecular-mechanics',
      'tests/arch/fixtures/plugins/thermal-scan/src/model.ts imports @bench/family-design',
    ]);
  });

  it('catches a family package importing a family it does not build on, a plugin, and families built on in a ring or on nothing (the bad fixtures)', () => {
    const graph = familyGraph(join(fixtures, 'families'));
    expect(familyPackageViolations(join(fixtures, 'families'), graph)).toEqual([
      'tests/arch/fixtures/families/scan/src/index.ts imports @bench/family-mutation-scan',
      'tests/arch/fixtures/families/scan/src/index.ts imports @bench/plugin-ddg',
    ]);
    expect(buildsOnProblems(graph)).toEqual([
      'dock builds on nowhere, which is no family',
      'design builds on itself',
      'scan builds on itself',
    ]);
  });

  it('finds each family package’s members', () => {
    for (const family of FAMILIES) {
      const members = readdirSync(join(root, 'plugins')).filter(
        (plugin) => familyOfPlugin(join(root, 'plugins', plugin)) === family,
      );
      expect(members.length, `family ${family} has at least two plugins`).toBeGreaterThanOrEqual(2);
    }
  });

  it('keeps a plugin’s server half off the server: it builds on the sdk’s backend contract only', () => {
    expect(forbiddenPluginImport('@bench/sdk/backend', '/r/plugins/x/server', '/r/plugins/x')).toBe(false);
    expect(forbiddenPluginImport('@bench/server', '/r/plugins/x/server', '/r/plugins/x')).toBe(true);
    expect(forbiddenPluginImport('@bench/server/plugin', '/r/plugins/x/server', '/r/plugins/x')).toBe(true);
    expect(forbiddenPluginImport('@bench/server/src/jobs/service.ts', '/r/plugins/x/server', '/r/plugins/x')).toBe(
      true,
    );
  });

  it('catches a plugin importing a sibling whose name extends its own (relax → relax-design), and core', () => {
    expect(pluginViolations(join(fixtures, 'plugins', 'relax'))).toEqual([
      'tests/arch/fixtures/plugins/relax/src/index.ts imports ../../relax-design/src/model.ts',
      'tests/arch/fixtures/plugins/relax/src/index.ts imports @bench/core',
    ]);
  });

  it('catches shared code that branches on a job type, names a plugin or its feature, flag, setting or item type, or opens a plugin tab kind', () => {
    expect(namedPluginTerms(join(fixtures, 'shared', 'src', 'status.ts'))).toEqual([
      'tests/arch/fixtures/shared/src/status.ts names job type flex_design',
      'tests/arch/fixtures/shared/src/status.ts names feature structure_prediction.single_chain_hm_group',
      'tests/arch/fixtures/shared/src/status.ts names plugin structure-loader',
      'tests/arch/fixtures/shared/src/status.ts names item type thermo_mpnns',
      'tests/arch/fixtures/shared/src/status.ts names setting BENCH_DESIGN_SPACE_LIMIT_EXPONENT',
      'tests/arch/fixtures/shared/src/status.ts names setting ddgHeatPositive',
      'tests/arch/fixtures/shared/src/status.ts names flag canSeeSingleChainHmGroup',
      'tests/arch/fixtures/shared/src/status.ts names tab kind smallMoleculeLoader',
    ]);
  });

  it('reads static, re-export, side-effect and dynamic imports', () => {
    const src = `import a from 'one';\nexport { b } from "two";\nimport 'three';\nconst c = () => import('four');`;
    expect(importsOf(src)).toEqual(['one', 'two', 'three', 'four']);
  });
});
