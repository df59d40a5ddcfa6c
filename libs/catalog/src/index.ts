/**
 * Reads the plugin catalog (app/catalog.json): the one ordered list of plugins that both the
 * browser build (app/vite-catalog.ts) and the server (server/src/plugins/load.ts) load. Node only.
 *
 * A catalog file is `{ "extends"?: "<catalog file>", "plugins": ["@bench/plugin-x" | "./dir"] }`:
 * an entry is a package name or a plugin directory relative to the file; `extends` puts another
 * catalog's plugins first (tests add their fixture plugins this way).
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// the app's catalog, which composes the product; import.meta.url survives bundling into vite's config, import.meta.dirname may not
const DEFAULT_CATALOG = fileURLToPath(new URL('../../../app/catalog.json', import.meta.url));

export interface CatalogEntry {
  /** lower-case id: the package name without '@bench/plugin-' */
  id: string;
  /** the package name */
  name: string;
  /** the package directory */
  dir: string;
  /** the package's `exports` field */
  exports: Record<string, unknown>;
}

type Env = Record<string, string | undefined>;

/** BENCH_CATALOG names another catalog file; BENCH_PLUGINS keeps only the listed ids. */
export function catalogFromEnv(env: Env): CatalogEntry[] {
  return narrowCatalog(
    readCatalog(env.BENCH_CATALOG ? resolve(env.BENCH_CATALOG) : DEFAULT_CATALOG),
    pluginIds(env.BENCH_PLUGINS),
  );
}

function pluginIds(raw: string | undefined): string[] | null {
  const ids = (raw ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return ids.length ? ids : null;
}

/** The catalog's plugins with the given ids, in catalog order; an id the catalog lacks is an error. */
export function narrowCatalog(entries: CatalogEntry[], ids: readonly string[] | null): CatalogEntry[] {
  if (!ids) return entries;
  const unknown = ids.filter((id) => !entries.some((entry) => entry.id === id));
  if (unknown.length)
    throw new Error(
      `BENCH_PLUGINS: ${unknown.map((id) => `'${id}'`).join(', ')} not in the plugin catalog (known: ${entries.map((e) => e.id).join(', ')})`,
    );
  return entries.filter((entry) => ids.includes(entry.id));
}

export function readCatalog(file: string, seen: string[] = []): CatalogEntry[] {
  if (seen.includes(file)) throw new Error(`plugin catalog ${file}: extends itself`);
  if (!existsSync(file)) throw new Error(`plugin catalog ${file}: no such file`);
  let parsed: { extends?: unknown; plugins?: unknown };
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`plugin catalog ${file}: ${(error as Error).message}`);
  }
  const { plugins } = parsed;
  if (!Array.isArray(plugins) || !plugins.every((p) => typeof p === 'string'))
    throw new Error(`plugin catalog ${file}: "plugins" must be a list of package names or directories`);
  const base =
    typeof parsed.extends === 'string' ? readCatalog(resolve(dirname(file), parsed.extends), [...seen, file]) : [];
  const entries = [...base, ...plugins.map((spec) => entryOf(spec, dirname(file), file))];
  const twice = entries.find((entry, i) => entries.findIndex((e) => e.id === entry.id) !== i);
  if (twice) throw new Error(`plugin catalog ${file}: plugin '${twice.id}' is listed twice`);
  return entries;
}

function entryOf(spec: string, from: string, file: string): CatalogEntry {
  const dir = spec.startsWith('.') ? resolve(from, spec) : packageDir(spec, from);
  const manifest = dir && join(dir, 'package.json');
  if (!manifest || !existsSync(manifest))
    throw new Error(`plugin catalog ${file}: cannot find plugin '${spec}' (no package.json)`);
  const { name, exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    name?: string;
    exports?: Record<string, unknown>;
  };
  if (!name?.startsWith('@bench/plugin-'))
    throw new Error(`plugin catalog ${file}: '${spec}' is not named @bench/plugin-<id> (found '${name}')`);
  return { id: name.slice('@bench/plugin-'.length), name, dir, exports: exports ?? {} };
}

/** The directory of an installed package, found the way Node finds it: node_modules upwards. */
function packageDir(name: string, from: string): string | null {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    // the real directory: workspace packages are symlinks, and vite must see their sources as such
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) return null;
  }
}

/** The file an `exports` key points at (a string, or an `import`/`default` condition), or null. */
export function exportPath(entry: CatalogEntry, key: string): string | null {
  const target = entry.exports[key];
  const path =
    typeof target === 'string'
      ? target
      : ((target as { import?: unknown; default?: unknown } | undefined)?.import ??
        (target as { default?: unknown } | undefined)?.default);
  return typeof path === 'string' ? join(entry.dir, path) : null;
}
