/**
 * Nothing a plugin contributes is left without a way in (issue 10): every tab kind of the catalog
 * is opened by a launcher, a metric or a plugin's own `openTab('<kind>')`, and every viewer shows
 * something a collection tab offers. Panels are always listed by the session screen.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPlugins } from '@bench/core';
import { catalog } from '../../app/src/catalog.ts';

const root = join(import.meta.dirname, '..', '..');
const registry = loadPlugins(catalog);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' || name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Kinds named by `openTab('<kind>'` in plugin and core sources, or by a TAB_KIND constant passed to it. */
function openedInCode(): Set<string> {
  const text = [...sources(join(root, 'plugins')), ...sources(join(root, 'core', 'src'))].map((file) => readFileSync(file, 'utf8')).join('\n');
  return new Set([...text.matchAll(/openTab\(\s*'(\w+)'/g)].map((m) => m[1]!));
}

/** What collection and sequence-collection tabs offer their viewers. */
const OFFERED = new Set(['poses', 'scores', 'sequences']);

describe('everything in the catalog is reachable from the UI', () => {
  it('every tab kind has a way in', () => {
    const ways = new Set([...registry.launchers.map((l) => l.tabKind), ...registry.metrics.map((m) => m.tabKind), ...openedInCode()]);
    expect(registry.tabKinds.map((t) => t.id).filter((id) => !ways.has(id))).toEqual([]);
  });

  it('every viewer shows something a collection tab offers', () => {
    expect(registry.viewers.filter((v) => !v.shows.some((what) => OFFERED.has(what))).map((v) => v.fullId)).toEqual([]);
  });
});
