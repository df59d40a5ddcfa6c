/**
 * What runs where: the server's runtime import graph (its sources and the `./model` and `./engine`
 * entries it loads from plugins) reaches no React, and the browser's (app/src/main.tsx and the
 * cataloged plugins, lazy screens included) reaches no Node built-in and no server-only package.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogFromEnv, exportPath } from '@bench/catalog';
import { chainTo, reachable, workspacePackages, type Reach } from './moduleGraph.ts';

const root = join(import.meta.dirname, '..', '..');
const fixtures = join(import.meta.dirname, 'fixtures');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** The entry the server imports from each plugin: its server half, `./server`. */
function pluginServerEntries(): string[] {
  const pluginsDir = join(root, 'plugins');
  return readdirSync(pluginsDir).flatMap((id) => {
    const dir = join(pluginsDir, id);
    const exportsMap: Record<string, string> =
      JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).exports ?? {};
    return exportsMap['./server'] ? [join(dir, exportsMap['./server'])] : [];
  });
}

const REACT = /^(react|react-dom)(\/|$)/;
/** React, a component file or a stylesheet reached at run time, each with the chain that reaches it. */
export function reactReached(reach: Reach): string[] {
  return [
    ...reach.external
      .filter(({ spec }) => REACT.test(spec) || spec.endsWith('.css'))
      .map(({ spec, from }) => `${chainTo(reach, from)} imports ${spec}`),
    ...reach.files.filter((file) => file.endsWith('.tsx') || file.endsWith('.css')).map((file) => chainTo(reach, file)),
  ];
}

const SERVER_ONLY_PACKAGES = ['@bench/openmm', '@bench/server', '@bench/testing'];
const isBuiltin = (spec: string) => spec.startsWith('node:') || builtinModules.includes(spec.split('/')[0]);
/** Node built-ins and server-only workspace packages reached at run time. */
export function serverCodeReached(reach: Reach, packages = workspacePackages()): string[] {
  const serverOnlyDirs = SERVER_ONLY_PACKAGES.map((name) => packages.get(name)).filter((d): d is string => !!d);
  return [
    ...reach.external
      .filter(({ spec }) => isBuiltin(spec))
      .map(({ spec, from }) => `${chainTo(reach, from)} imports ${spec}`),
    ...reach.files
      .filter((file) => serverOnlyDirs.some((dir) => join(root, file).startsWith(`${dir}/`)))
      .map((file) => chainTo(reach, file)),
  ];
}

describe('the server imports no React', () => {
  it('neither its sources nor the plugin entries it loads reach react, react-dom, a .tsx file or a stylesheet', () => {
    const roots = [...sources(join(root, 'server', 'src')), ...pluginServerEntries()];
    const reach = reachable(roots);
    expect(reach.files.length).toBeGreaterThan(roots.length);
    expect(reactReached(reach)).toEqual([]);
  });

  it('catches server code that reaches React through a helper', () => {
    const found = reactReached(reachable([join(fixtures, 'server-react', 'entry.ts')]));
    expect(found).toEqual([
      'tests/arch/fixtures/server-react/entry.ts → tests/arch/fixtures/server-react/label.ts imports react',
      'tests/arch/fixtures/server-react/entry.ts → tests/arch/fixtures/server-react/label.ts → tests/arch/fixtures/server-react/Badge.tsx',
      'tests/arch/fixtures/server-react/entry.ts → tests/arch/fixtures/server-react/label.ts → tests/arch/fixtures/server-react/Badge.tsx → tests/arch/fixtures/server-react/badge.css',
    ]);
  });
});

describe('no server-only code is reachable from the browser', () => {
  it('app/src/main.tsx and the cataloged plugins, lazy screens included, reach no Node built-in, @bench/openmm, server or testing package', () => {
    // main.tsx imports the catalog through a virtual module: its plugins' browser entries are roots too
    const browserEntries = catalogFromEnv({}).flatMap((entry) => exportPath(entry, '.') ?? []);
    const reach = reachable([join(root, 'app', 'src', 'main.tsx'), ...browserEntries]);
    expect(reach.files.some((file) => file.startsWith('plugins/'))).toBe(true);
    expect(serverCodeReached(reach)).toEqual([]);
  });

  it('catches a lazy screen that reaches child_process', () => {
    expect(serverCodeReached(reachable([join(fixtures, 'browser-node', 'main.tsx')]))).toEqual([
      'tests/arch/fixtures/browser-node/main.tsx → tests/arch/fixtures/browser-node/Screen.tsx → tests/arch/fixtures/browser-node/runTool.ts imports node:child_process',
    ]);
  });

  it('catches a browser module that imports the OpenMM runner', () => {
    const reach = reachable([join(root, 'plugins', 'relax', 'src', 'engine.ts')]);
    expect(serverCodeReached(reach).some((line) => line.includes('libs/openmm/'))).toBe(true);
  });
});
