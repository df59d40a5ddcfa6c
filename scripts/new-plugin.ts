// `npm run new-plugin -- <id> --kind action|item|tab|panel [--root <dir>]`: writes a working plugin under
// plugins/<id> (package, README, wiring, model or component, engine with a real OpenMM step for an
// action, tests) and adds it to app/catalog.json. Then: `npm install && npm run tsconfigs`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pluginFiles, type PluginKind } from './new-plugin/templates.ts';

const KINDS: readonly PluginKind[] = ['action', 'item', 'tab', 'panel'];

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

const args = process.argv.slice(2);
const id = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
const kind = option(args, '--kind') as PluginKind | undefined;
const root = option(args, '--root') ?? join(import.meta.dirname, '..');

if (!id || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id))
  fail(
    'Usage: npm run new-plugin -- <id> --kind action|item|tab|panel (id: lower case words joined by hyphens, e.g. stability-scan)',
  );
if (!kind || !KINDS.includes(kind)) fail(`--kind must be one of ${KINDS.join(', ')}`);
const folder = join(root, 'plugins', id);
if (existsSync(folder)) fail(`plugins/${id} exists already`);

for (const [path, text] of Object.entries(pluginFiles(id, kind))) {
  mkdirSync(dirname(join(folder, path)), { recursive: true });
  writeFileSync(join(folder, path), text);
}

// in the project's format from the start, so `npm run lint` passes with the new plugin in the tree
const project = join(import.meta.dirname, '..');
execFileSync(
  join(project, 'node_modules', '.bin', 'biome'),
  ['format', '--write', `--config-path=${join(project, 'biome.json')}`, '--vcs-enabled=false', folder],
  { stdio: 'ignore' },
);

const catalogFile = join(root, 'app', 'catalog.json');
const catalog = JSON.parse(readFileSync(catalogFile, 'utf8')) as { plugins: string[] };
catalog.plugins.push(`@bench/plugin-${id}`);
writeFileSync(catalogFile, `${JSON.stringify(catalog, null, 2)}\n`);

console.log(`Wrote plugins/${id} (${kind}) and added @bench/plugin-${id} to app/catalog.json.
Next: npm install && npm run tsconfigs, then npx vitest run plugins/${id}.`);
