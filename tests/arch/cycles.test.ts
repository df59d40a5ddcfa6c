import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [resolve(path)] : [];
  });
}

/** Groups of files that import each other in a ring (type imports included: a ring is one module), by relative imports. */
export function fileCycles(dirs: readonly string[]): string[][] {
  const files = dirs.flatMap(sources);
  const known = new Set(files);
  const graph = new Map(
    files.map((file) => {
      const specs = [
        ...readFileSync(file, 'utf8').matchAll(/(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g),
      ].map((m) => resolve(dirname(file), m[1]!));
      return [file, specs.filter((spec) => known.has(spec))];
    }),
  );
  // Tarjan's strongly connected components
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const rings: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const ring: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      ring.push(relative(root, member));
    } while (member !== file);
    if (ring.length > 1) rings.push(ring.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return rings;
}

describe('file cycles', () => {
  it('no files of the sdk, core, server, the libraries or the family packages import each other in a ring', () => {
    const dirs = [
      'sdk/src',
      'core/src',
      'server/src',
      ...readdirSync(join(root, 'libs')).map((lib) => `libs/${lib}/src`),
      ...readdirSync(join(root, 'families')).map((family) => `families/${family}/src`),
    ];
    expect(fileCycles(dirs.map((dir) => join(root, dir)))).toEqual([]);
  });

  it('finds a ring, type imports included (the bad fixture)', () => {
    expect(fileCycles([join(import.meta.dirname, 'fixtures', 'cycle')])).toEqual([
      ['tests/arch/fixtures/cycle/a.ts', 'tests/arch/fixtures/cycle/b.ts'],
    ]);
  });
});
