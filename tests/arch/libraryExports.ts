/**
 * Who uses each export of a shared library (libs/*): the packages that import it by name from one of
 * the library's entries, and whether the library itself uses it. A plugin may declare the family it
 * belongs to (`"bench": { "family": "design" }` in its package.json); a family counts as one user.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface SourceFile {
  /** path relative to the repository root */
  path: string;
  text: string;
}

export interface Library {
  /** package name, e.g. @bench/action-kit */
  name: string;
  /** folder relative to the root, e.g. libs/action-kit */
  folder: string;
  /** specifier → entry file relative to the root */
  entries: Record<string, string>;
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** The names an entry file exports: declarations and `export { … } from` lists (`as` renames counted by their new name). */
export function exportedNames(entry: string): string[] {
  const text = withoutComments(entry);
  const names = new Set<string>();
  for (const m of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()!
        .trim();
      if (name) names.add(name);
    }
  }
  for (const m of text.matchAll(
    /export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/g,
  ))
    names.add(m[1]);
  return [...names];
}

/** Names a source imports (or re-exports) from a specifier, by their exported name. */
export function importedNames(source: string, specifier: string): string[] {
  const text = withoutComments(source);
  const quoted = specifier.replace(/[/\\^$*+?.()|[\]{}-]/g, '\\$&');
  const pattern = new RegExp(`(?:import|export)\\s+(?:type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g');
  return [...text.matchAll(pattern)].flatMap((m) =>
    m[1]
      .split(',')
      .map((part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim(),
      )
      .filter(Boolean),
  );
}

/** The user a file counts as: a plugin's family (or the plugin), a library, or a top-level folder. */
export function userOf(path: string, familyOf: (plugin: string) => string | undefined): string {
  const [top, second] = path.split('/');
  if (top === 'plugins' && second) {
    const family = familyOf(second);
    return family ? `family ${family}` : `plugin ${second}`;
  }
  if ((top === 'libs' || top === 'families') && second) return `library ${second}`;
  return top!;
}

export interface SingleUser {
  library: string;
  name: string;
  user: string;
}

/**
 * Exports of `library` that exactly one plugin or family imports, no other package imports, and the
 * library does not use itself (outside its entry files): code of that plugin, kept in a shared place.
 */
export function singleUserExports(
  library: Library,
  files: readonly SourceFile[],
  familyOf: (plugin: string) => string | undefined,
): SingleUser[] {
  const inside = (path: string) => path.startsWith(`${library.folder}/`);
  const entryFiles = new Set(Object.values(library.entries));
  const own = files.filter((f) => inside(f.path) && !entryFiles.has(f.path));
  const others = files.filter((f) => !inside(f.path));
  const found: SingleUser[] = [];
  for (const [specifier, entry] of Object.entries(library.entries)) {
    const source = files.find((f) => f.path === entry);
    if (!source) continue;
    const users = new Map<string, Set<string>>();
    for (const file of others) {
      for (const name of importedNames(file.text, specifier)) {
        const set = users.get(name) ?? new Set<string>();
        set.add(userOf(file.path, familyOf));
        users.set(name, set);
      }
    }
    for (const name of exportedNames(source.text)) {
      const who = [...(users.get(name) ?? [])];
      if (who.length !== 1 || !/^(plugin|family) /.test(who[0]!)) continue;
      if (usedInside(name, own)) continue;
      found.push({ library: specifier, name, user: who[0]! });
    }
  }
  return found;
}

/** Whether the library's own files use a name beyond declaring it once. */
function usedInside(name: string, own: readonly SourceFile[]): boolean {
  const escaped = name.replace(/\$/g, '\\$');
  const word = new RegExp(`\\b${escaped}\\b`, 'g');
  const declaration = new RegExp(`\\b(?:function\\*?|const|let|class|interface|type|enum)\\s+${escaped}\\b`);
  const uses = own.reduce((count, f) => {
    const text = withoutComments(f.text);
    return count + (text.match(word)?.length ?? 0) - (declaration.test(text) ? 1 : 0);
  }, 0);
  return uses > 0;
}

// ---------- reading the repository ----------

const SKIP = new Set(['node_modules', 'dist', '__pycache__', 'fixtures', '.venv']);

export function sourceFilesUnder(root: string, dirs: readonly string[]): SourceFile[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (SKIP.has(name)) return [];
      if (statSync(path).isDirectory()) return walk(path);
      return /\.(ts|tsx|mts|mjs)$/.test(name) ? [path] : [];
    });
  return dirs
    .map((d) => join(root, d))
    .filter((d) => existsSync(d))
    .flatMap(walk)
    .map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
}

/** Every package under `top` (libs/ or families/) with the TypeScript entries of its package.json `exports`. */
export function librariesOf(root: string, top: 'libs' | 'families' = 'libs'): Library[] {
  return readdirSync(join(root, top)).flatMap((dir) => {
    const manifest = join(root, top, dir, 'package.json');
    if (!existsSync(manifest)) return [];
    const { name, exports } = JSON.parse(readFileSync(manifest, 'utf8'));
    const entries: Record<string, string> = {};
    for (const [key, target] of Object.entries((exports ?? {}) as Record<string, unknown>)) {
      if (typeof target === 'string' && /\.tsx?$/.test(target))
        entries[key === '.' ? name : `${name}/${key.slice(2)}`] = join(top, dir, target);
    }
    return [{ name, folder: join(top, dir), entries }];
  });
}

/** plugin folder → the family its package.json declares. */
export function familiesOf(root: string): (plugin: string) => string | undefined {
  const families = new Map<string, string>();
  for (const dir of readdirSync(join(root, 'plugins'))) {
    const manifest = join(root, 'plugins', dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const family = JSON.parse(readFileSync(manifest, 'utf8')).bench?.family;
    if (typeof family === 'string') families.set(dir, family);
  }
  return (plugin) => families.get(plugin);
}
