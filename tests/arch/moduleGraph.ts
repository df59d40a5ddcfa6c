/**
 * A static walk of the runtime import graph of TypeScript sources: relative files and workspace
 * packages (@bench/*, through their package.json `exports`) are followed; type-only imports are
 * skipped, since they vanish at run time; any other bare specifier is recorded and not entered.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** Runtime imports of one source: `import type`, `export type` and all-`type` lists are left out. */
export function runtimeImports(source: string): string[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specs: string[] = [];
  for (const m of text.matchAll(/(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    if (m[2]) continue;
    const list = m[3].match(/^\{([^}]*)\}$/);
    if (
      list?.[1]
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
        .every((p) => p.startsWith('type '))
    )
      continue;
    specs.push(m[4]);
  }
  for (const m of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) specs.push(m[1]);
  for (const m of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) specs.push(m[1]);
  return specs;
}

/** Workspace packages by name → folder, from the root package.json workspaces. */
export function workspacePackages(): Map<string, string> {
  const globs: string[] = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
  const folders = globs.flatMap((g) =>
    g.endsWith('/*')
      ? readdirSync(join(root, g.slice(0, -2))).map((d) => join(root, g.slice(0, -2), d))
      : [join(root, g)],
  );
  const packages = new Map<string, string>();
  for (const folder of folders) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest)) packages.set(JSON.parse(readFileSync(manifest, 'utf8')).name, folder);
  }
  return packages;
}

function resolveFile(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The source file a workspace specifier (`@bench/x`, `@bench/x/sub`) points at, or null. */
function resolvePackage(spec: string, packages: Map<string, string>): string | null {
  const [scope, name, ...rest] = spec.split('/');
  const folder = packages.get(`${scope}/${name}`);
  if (!folder) return null;
  const exportsMap = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).exports ?? {};
  const target = exportsMap[rest.length ? `./${rest.join('/')}` : '.'];
  return typeof target === 'string' ? join(folder, target) : null;
}

export interface Reach {
  /** every source file reached, repository-relative */
  files: string[];
  /** each bare (non-workspace) specifier reached, with the file that imports it */
  external: { spec: string; from: string }[];
  /** how each file was first reached: file → importer */
  parent: Map<string, string>;
}

/** Everything reachable at run time from the entry files. */
export function reachable(entries: readonly string[], packages = workspacePackages()): Reach {
  const seen = new Set<string>();
  const parent = new Map<string, string>();
  const external: Reach['external'] = [];
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(ts|tsx|mts|js|mjs)$/.test(file)) continue;
    for (const spec of runtimeImports(readFileSync(file, 'utf8'))) {
      const target = spec.startsWith('.')
        ? resolveFile(join(dirname(file), spec.replace(/\?.*$/, '')))
        : resolvePackage(spec, packages);
      if (target) {
        if (!seen.has(target) && !parent.has(target)) parent.set(target, file);
        queue.push(target);
      } else if (!spec.startsWith('.')) external.push({ spec, from: relative(root, file) });
    }
  }
  return { files: [...seen].map((f) => relative(root, f)), external, parent };
}

/** 'a.ts → b.ts → c.tsx': how an entry reaches a file. */
export function chainTo(reach: Reach, file: string): string {
  const chain = [relative(root, file)];
  let at = join(root, file);
  while (reach.parent.has(at)) {
    at = reach.parent.get(at)!;
    chain.unshift(relative(root, at));
  }
  return chain.join(' → ');
}
