import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Api, LocalPrefs, Notify } from '@bench/sdk';
import { createTestWorkbench, fakeNotify, provide } from '@bench/testing';
import { loadPlugins } from '@bench/core';
import { catalog } from '../src/catalog.ts';
import { offeredViewers } from '../../plugins/pose-collection/src/model.ts';
import { sequenceViewers } from '../../plugins/sequence-collection/src/model.ts';
import { memoryItems } from './memoryItems.ts';

const root = join(import.meta.dirname, '..', '..');
const registry = loadPlugins(catalog);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('every contribution in the catalog is reachable from the UI', () => {
  it("a results collection offers every pose and score viewer, by the real plugins' declarations", () => {
    const labels = (isRaw: boolean) => offeredViewers(registry.viewers, { is_raw: isRaw }).map((v) => v.label);
    expect(labels(false)).toEqual(['Structure Viewer', 'Scatter Plot', 'Sequence Logo']);
    expect(labels(true)).toEqual(['Structure Viewer', 'Sequence Logo']);
  });

  it('every viewer is offered by a collection tab or a sequence-collection tab', () => {
    const offered = new Set(
      [...offeredViewers(registry.viewers, { is_raw: false }), ...sequenceViewers(registry.viewers)].map(
        (v) => v.fullId,
      ),
    );
    expect(registry.viewers.filter((v) => !offered.has(v.fullId)).map((v) => v.label)).toEqual([]);
  });

  it('every tab kind is opened by some control (a workspace.openTab call, a launcher or a metric)', () => {
    const code = [
      ...readdirSync(join(root, 'plugins')).flatMap((p) => sources(join(root, 'plugins', p, 'src'))),
      ...readdirSync(join(root, 'families')).flatMap((f) => sources(join(root, 'families', f, 'src'))),
      ...sources(join(root, 'core', 'src')),
    ].join('\n');
    // the kind given literally, or through a constant declared with that value (`const PREDICTION_TAB = 'structurePrediction'`)
    const constantsOf = (id: string) => [...code.matchAll(new RegExp(`const (\\w+) = '${id}'`, 'g'))].map((m) => m[1]!);
    const opened = (id: string) =>
      [`'${id}'`, ...constantsOf(id)].some((name) =>
        new RegExp(`openTab\\(\\s*${name}(?!\\w)|tabKind: ${name}(?!\\w)|kind: ${name}(?!\\w)`).test(code),
      );
    const launched = new Set([...registry.launchers, ...registry.metrics].map((l) => l.tabKind));
    expect(registry.tabKinds.filter((t) => !opened(t.id) && !launched.has(t.id)).map((t) => t.id)).toEqual([]);
  });

  it('every panel has its header in the session screen', async () => {
    const server = memoryItems('c0ffee0000000000c0ffee00');
    createTestWorkbench({
      plugins: catalog,
      route: '/sessions/c0ffee0000000000c0ffee00',
      services: [
        provide(Api, server.api),
        provide(Notify, fakeNotify()),
        provide(LocalPrefs, { get: <T,>(_: string, fallback: T) => fallback, set: () => {} }),
      ],
    }).render();
    for (const panel of registry.panels) expect(await screen.findByRole('button', { name: panel.title })).toBeTruthy();
  });
});
