import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

export function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** The shared libraries (libs/*) a plugin may import beside the sdk. */
const LIBRARIES = readdirSync(join(root, 'libs')).map((name) => `@bench/${name}`);

/** What a plugin may import: the sdk, the shared libraries, relative files inside itself, and third-party libraries. */
export function forbiddenPluginImport(spec: string, fileDir: string, pluginDir: string): boolean {
  if (spec.startsWith('.')) return !join(fileDir, spec).startsWith(pluginDir);
  const bench = spec.match(/^@bench\/[^/]+/)?.[0];
  if (!bench) return false;
  return bench !== '@bench/sdk' && !LIBRARIES.includes(bench);
}

/** Task names only their plugins may spell (the core never names a job type). */
const JOB_TYPE = /['"](prepare|repack|minimize|relax|loop_rebuild|loopmodel|design|flex_design|coupled_moves|relax_design|replace_ligand|ppd|protein_mpnn|binder_design|thermo_mpnn|ddg|ai_folding|epitope_prediction)['"]/;

describe('dependency direction (DESIGN §1)', () => {
  const pluginsDir = join(root, 'plugins');
  const plugins = readdirSync(pluginsDir).filter((d) => statSync(join(pluginsDir, d)).isDirectory());

  it('finds the plugins and their sources', () => {
    expect(plugins.length).toBeGreaterThan(0);
  });

  it.each(plugins)('plugin %s imports only @bench/sdk, its own files and libraries', (plugin) => {
    const pluginDir = join(pluginsDir, plugin);
    const bad = sourceFiles(pluginDir).flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter((spec) => forbiddenPluginImport(spec, join(file, '..'), pluginDir))
        .map((spec) => `${relative(root, file)} imports ${spec}`),
    );
    expect(bad).toEqual([]);
  });

  it('core never names a job type and never imports app, server or plugins', () => {
    const bad = sourceFiles(join(root, 'core', 'src')).flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const found = importsOf(source)
        .filter((spec) => /^@bench\/(app|server|plugin-)/.test(spec) || /\.\.\/\.\.\/(app|server|plugins)\//.test(spec))
        .map((spec) => `${relative(root, file)} imports ${spec}`);
      const named = source.match(JOB_TYPE);
      return named ? [...found, `${relative(root, file)} names job type ${named[1]}`] : found;
    });
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

  it('reads static, re-export, side-effect and dynamic imports', () => {
    const src = `import a from 'one';\nexport { b } from "two";\nimport 'three';\nconst c = () => import('four');`;
    expect(importsOf(src)).toEqual(['one', 'two', 'three', 'four']);
  });
});
