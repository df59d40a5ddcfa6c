/**
 * Family packages (families/<id>, `@bench/family-<id>`) and who may import them. A plugin declares its
 * family (`"bench": { "family": "<id>" }` in its package.json); a family package may declare the
 * families it builds on (`"bench": { "buildsOn": ["<id>"] }`), whose packages it and its plugins may
 * then import too. The design family builds on the molecular-mechanics one: Relax Design pays the
 * Relax price.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The `bench` field of a folder's package.json, if any. */
function benchField(dir: string): { family?: unknown; buildsOn?: unknown } {
  const manifest = join(dir, 'package.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')).bench ?? {}) : {};
}

/** The family a plugin folder declares, if any. */
export function familyOfPlugin(pluginDir: string): string | undefined {
  const { family } = benchField(pluginDir);
  return typeof family === 'string' ? family : undefined;
}

/** family → the families it declares it builds on, for every folder of `familiesDir`. */
export function familyGraph(familiesDir: string): Map<string, string[]> {
  return new Map(
    readdirSync(familiesDir).map((family) => {
      const { buildsOn } = benchField(join(familiesDir, family));
      return [family, Array.isArray(buildsOn) ? buildsOn.map(String) : []];
    }),
  );
}

/** The families whose packages a member of `family` may import: its own and all it builds on, however deep. */
export function familiesOpenTo(family: string | undefined, graph: ReadonlyMap<string, readonly string[]>): string[] {
  const open: string[] = [];
  const visit = (id: string) => {
    if (open.includes(id)) return;
    open.push(id);
    for (const next of graph.get(id) ?? []) visit(next);
  };
  if (family) visit(family);
  return open;
}

/** A family built on one that does not exist, or on itself through others, as 'a builds on b …'. */
export function buildsOnProblems(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const unknown = [...graph].flatMap(([family, bases]) =>
    bases.filter((base) => !graph.has(base)).map((base) => `${family} builds on ${base}, which is no family`),
  );
  const rings = [...graph.keys()]
    .filter((family) => [...(graph.get(family) ?? [])].some((base) => familiesOpenTo(base, graph).includes(family)))
    .map((family) => `${family} builds on itself`);
  return [...unknown, ...rings];
}
