import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiReport, exportsOfEntry, REPORT, starExports } from '../../scripts/api-report.ts';

const root = join(import.meta.dirname, '..', '..');
const fixtures = join(import.meta.dirname, 'fixtures');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Lines only in `before` (-) and only in `after` (+): what changed in the surface. */
function surfaceDiff(before: string, after: string): string[] {
  const a = new Set(before.split('\n'));
  const b = new Set(after.split('\n'));
  return [
    ...[...a].filter((l) => !b.has(l)).map((l) => `- ${l}`),
    ...[...b].filter((l) => !a.has(l)).map((l) => `+ ${l}`),
  ];
}

describe('the sdk surface (sdk/api-report.txt)', () => {
  it('matches the checked-in API report; run `npm run api-report` and review the diff to change it', () => {
    const diff = surfaceDiff(readFileSync(REPORT, 'utf8'), apiReport());
    expect(diff, `the sdk exports changed:\n${diff.join('\n')}`).toEqual([]);
  });

  it('names every export: no `export *` in the sdk but of another of its entries', () => {
    expect(starExports(sourceFiles(join(root, 'sdk', 'src')))).toEqual([]);
  });

  it('fails on an entry that re-exports a whole module', () => {
    const bad = join(fixtures, 'star-export', 'index.ts');
    expect(starExports([bad])).toEqual([bad]);
    expect(() => exportsOfEntry(bad)).toThrow(/export \*/);
  });

  it('reads an entry that re-exports all of another entry, and refuses it when the target is no entry', () => {
    const dir = join(fixtures, 'star-of-entry');
    const [entry, model] = [join(dir, 'index.ts'), join(dir, 'model.ts')];
    expect(starExports([entry], [entry, model])).toEqual([]);
    expect(exportsOfEntry(entry, [entry, model])).toEqual([
      ['hello', 'const'],
      ['world', 'const'],
    ]);
    expect(() => exportsOfEntry(entry, [entry])).toThrow(/export \*/);
  });

  it('reads names and kinds of a named entry, types included', () => {
    expect(exportsOfEntry(join(fixtures, 'named-export', 'index.ts'))).toEqual([
      ['Greeting', 'interface'],
      ['LIMIT', 'const'],
      ['greet', 'function'],
    ]);
  });

  it('reports a new export as an added line', () => {
    expect(surfaceDiff('a const\nb function', 'a const\nb function\nc class')).toEqual(['+ c class']);
  });
});
