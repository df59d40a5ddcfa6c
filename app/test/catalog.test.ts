import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogFromEnv, narrowCatalog, readCatalog } from '@bench/catalog';
import { benchCatalog } from '../vite-catalog.ts';

const APP_CATALOG = join(import.meta.dirname, '..', 'catalog.json');
const TEST_CATALOG = join(import.meta.dirname, '..', '..', 'tests', 'fixtures-plugins', 'catalog.json');

function plugin(dir: string, name: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, exports: { '.': './index.ts' } }));
}

function catalogFile(content: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-catalog-'));
  plugin(join(dir, 'one'), '@bench/plugin-one');
  plugin(join(dir, 'odd'), 'not-a-bench-plugin');
  writeFileSync(join(dir, 'catalog.json'), JSON.stringify(content));
  return join(dir, 'catalog.json');
}

describe('the plugin catalog', () => {
  it('lists the workspace plugins by package, in order, each with its directory and exports', () => {
    const entries = readCatalog(APP_CATALOG);
    expect(entries.slice(0, 2).map((e) => e.id)).toEqual(['dashboard', 'credit-catalogue']);
    expect(entries.find((e) => e.id === 'design')).toMatchObject({
      name: '@bench/plugin-design',
      exports: { './model': './src/model.ts' },
    });
    expect(entries.find((e) => e.id === 'design')!.dir).toMatch(/plugins\/design$/);
  });

  it('extends another catalog: its plugins first, then the own ones', () => {
    const ids = readCatalog(TEST_CATALOG).map((e) => e.id);
    expect(ids).toEqual([...readCatalog(APP_CATALOG).map((e) => e.id), 'test-jobs']);
  });

  it('says which entry is wrong', () => {
    expect(() => readCatalog(catalogFile({ plugins: ['./one', './one'] }))).toThrow("plugin 'one' is listed twice");
    expect(() => readCatalog(catalogFile({ plugins: ['./missing'] }))).toThrow(
      "cannot find plugin './missing' (no package.json)",
    );
    expect(() => readCatalog(catalogFile({ plugins: ['./odd'] }))).toThrow(
      "'./odd' is not named @bench/plugin-<id> (found 'not-a-bench-plugin')",
    );
    expect(() => readCatalog(catalogFile({ plugins: 'one' }))).toThrow('"plugins" must be a list');
    expect(() => readCatalog(catalogFile({ extends: './catalog.json', plugins: [] }))).toThrow('extends itself');
  });

  it('narrows to BENCH_PLUGINS in catalog order, and names ids it does not know', () => {
    const entries = readCatalog(APP_CATALOG);
    expect(narrowCatalog(entries, ['design', 'dashboard']).map((e) => e.id)).toEqual(['dashboard', 'design']);
    expect(narrowCatalog(entries, null)).toBe(entries);
    expect(() => narrowCatalog(entries, ['design', 'nope'])).toThrow("BENCH_PLUGINS: 'nope' not in the plugin catalog");
    expect(catalogFromEnv({ BENCH_PLUGINS: ' relax , prepare ' }).map((e) => e.id)).toEqual(['prepare', 'relax']);
  });
});

describe('virtual:bench-catalog (the browser side of the same list)', () => {
  const moduleOf = (env: Record<string, string>) => {
    const load = benchCatalog(env).load as (id: string) => string | null;
    return load('\0virtual:bench-catalog')!;
  };

  it('imports every browser plugin statically, in catalog order', () => {
    const source = moduleOf({});
    const imported = [...source.matchAll(/from "([^"]+)"/g)].map((m) => m[1]);
    expect(imported).toHaveLength(readCatalog(APP_CATALOG).length);
    expect(imported[0]).toMatch(/plugins\/dashboard\/src\/index\.ts$/);
    expect(source).toContain('export const catalog = [p0, p1,');
  });

  it('is narrowed by BENCH_PLUGINS and leaves out server-only plugins', () => {
    const source = moduleOf({ BENCH_CATALOG: TEST_CATALOG, BENCH_PLUGINS: 'design,test-jobs' });
    expect([...source.matchAll(/from "([^"]+)"/g)].map((m) => m[1])).toEqual([
      expect.stringMatching(/plugins\/design\/src\/index\.ts$/),
    ]);
    expect(source).toContain('export const catalog = [p0];');
  });
});
