// Writes each workspace package's tsconfig.json: a composite project over its own folder that
// references exactly the workspace packages it depends on (its package.json, and any package whose
// files it imports by path), so `tsc -b <dir>` checks one package (after building what it
// references) and never the whole repository. Run `npm run tsconfigs` after adding a package or a
// workspace dependency; tests/arch/typecheck.test.ts fails when a tsconfig is out of date.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');

/** Workspace folders (repository-relative) by package name. */
export function workspaceFolders(): Map<string, string> {
  const globs: string[] = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
  const folders = globs.flatMap((g) =>
    g.endsWith('/*') ? readdirSync(join(root, g.slice(0, -2))).map((d) => `${g.slice(0, -2)}/${d}`) : [g],
  );
  const byName = new Map<string, string>();
  for (const folder of folders) {
    const manifest = join(root, folder, 'package.json');
    if (existsSync(manifest)) byName.set(JSON.parse(readFileSync(manifest, 'utf8')).name, folder);
  }
  return byName;
}

/** TypeScript sources below `dir` (not node_modules or dist). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Files a package's sources import by relative path (repository-relative), its own and others'. */
function pathImports(folder: string): string[] {
  return sourceFiles(join(root, folder)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].map((m) =>
      relative(root, join(dirname(file), m[1])),
    ),
  );
}

const inside = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/**
 * Folders of the workspace packages `folder` depends on: its package.json (dependencies and
 * devDependencies), and any package whose files it imports by path.
 */
export function workspaceDependencies(folder: string, byName = workspaceFolders()): string[] {
  const pkg = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
  const names = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
  const declared = names.filter((name) => byName.has(name) && name !== pkg.name).map((name) => byName.get(name)!);
  const folders = [...byName.values()];
  const byPath = pathImports(folder).flatMap((file) =>
    folders.filter((other) => other !== folder && !inside(folder, other) && inside(file, other)),
  );
  return [...new Set([...declared, ...byPath])].sort();
}

/** JSON files a package imports from inside itself: a project must list them (include matches only sources). */
function jsonImports(folder: string): string[] {
  return [
    ...new Set(
      pathImports(folder)
        .filter((file) => file.endsWith('.json') && inside(file, folder))
        .map((file) => relative(join(root, folder), file)),
    ),
  ].sort();
}

/** Core's tests use @bench/testing, which renders core: they are a project of their own. */
const SPLIT_TESTS = new Set(['core']);

export function tsconfigFor(folder: string, byName = workspaceFolders(), tests = false) {
  const dir = tests ? `${folder}/test` : folder;
  const up = relative(join(root, dir), root);
  const deps = workspaceDependencies(folder, byName);
  const references = tests
    ? [
        { path: '..' },
        ...deps.filter((d) => d !== folder).map((d) => ({ path: relative(join(root, dir), join(root, d)) })),
      ]
    : deps
        .filter((d) => !(SPLIT_TESTS.has(folder) && d === 'libs/testing'))
        .map((d) => ({ path: relative(join(root, dir), join(root, d)) }));
  const include = tests ? ['.'] : [SPLIT_TESTS.has(folder) ? 'src' : '.', ...jsonImports(folder)];
  return {
    extends: `${up}/tsconfig.base.json`,
    compilerOptions: {
      composite: true,
      emitDeclarationOnly: true,
      outDir: `${up}/node_modules/.tsbuild/${dir.replace(/\//g, '+')}`,
    },
    include,
    references,
  };
}

/** Every generated tsconfig, repository-relative path → content: packages, core's tests, the repository's own tests and the solution. */
export function allTsconfigs(byName = workspaceFolders()): Map<string, object> {
  const configs = new Map<string, object>();
  const projects: string[] = [];
  for (const folder of [...byName.values()].sort()) {
    configs.set(`${folder}/tsconfig.json`, tsconfigFor(folder, byName));
    projects.push(folder);
    if (SPLIT_TESTS.has(folder)) {
      configs.set(`${folder}/test/tsconfig.json`, tsconfigFor(folder, byName, true));
      projects.push(`${folder}/test`);
    }
  }
  // tests/, bench/, scripts/ and the root config files: one project that may use every package
  configs.set('tests/tsconfig.json', {
    extends: '../tsconfig.base.json',
    compilerOptions: {
      composite: true,
      emitDeclarationOnly: true,
      rootDir: '..',
      outDir: '../node_modules/.tsbuild/tests',
    },
    include: ['.', '../bench', '../scripts', '../*.ts'],
    exclude: ['fixtures/typecheck'],
    references: projects.map((p) => ({ path: `../${p}` })),
  });
  configs.set('tsconfig.packages.json', { files: [], references: [...projects, 'tests'].map((p) => ({ path: p })) });
  return configs;
}

export const serialise = (config: object) => `${JSON.stringify(config, null, 2)}\n`;

if (process.argv[1] === import.meta.filename) {
  const configs = allTsconfigs();
  for (const [path, config] of configs) writeFileSync(join(root, path), serialise(config));
  console.log(`wrote ${configs.size} tsconfigs`);
}
