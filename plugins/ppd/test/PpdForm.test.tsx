import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Api, Auth, Features, Stores, WorkbenchProvider } from '@bench/sdk';
import { createTestWorkbench, fakeApi, provide } from '@bench/testing';
import plugin from '../src/index.ts';
import { ppdModel, type PpdInput } from '../src/model.ts';

const stamp = {
  created_timestamp: '',
  updated_timestamp: '',
  is_archived: false,
  is_deleted: false,
  schema_version: 1,
  version: 1,
};
const collections = [
  { _id: 'c2', name: 'Zeta', ...stamp },
  { _id: 'c1', name: 'Alpha', ...stamp },
];
const poses = [
  { _id: 'p2', name: 'second', index: 1, pose_collection_id: 'c1', ...stamp },
  { _id: 'p1', name: 'first', index: 0, pose_collection_id: 'c1', ...stamp },
];

describe('ppd in the harness', () => {
  it('is hidden without canSeePPD and shown with it', () => {
    const without = createTestWorkbench({ plugins: [plugin] });
    expect(without.get(Features).isEnabled('ppd')).toBe(false);
    expect(without.registry.visibleTo(without.registry.actions, without.get(Auth).user)).toEqual([]);
    const withFlag = createTestWorkbench({ plugins: [plugin], flags: { canSeePPD: true } });
    expect(withFlag.get(Features).isEnabled('ppd')).toBe(true);
    expect(withFlag.registry.visibleTo(withFlag.registry.actions, withFlag.get(Auth).user).map((a) => a.task)).toEqual([
      'ppd',
    ]);
  });

  it('renders alone: collections by name, then structures by index, for A and B', async () => {
    const api = fakeApi({
      'POST /api/sessions/:sid/pose_collections/query': { models: collections, total: 2 },
      'POST /api/sessions/:sid/poses/query': { models: poses, total: 2 },
    });
    const wb = createTestWorkbench({ plugins: [plugin], flags: { canSeePPD: true }, services: [provide(Api, api)] });
    wb.get(Stores).setSession('s1');
    const Form = (await wb.registry.action('ppd')!.Form()).default;
    const changes: PpdInput[] = [];
    render(
      <WorkbenchProvider services={wb.services}>
        <Form
          input={ppdModel.defaults()}
          onChange={(next: PpdInput) => changes.push(next)}
          readOnly={false}
          issues={[]}
        />
      </WorkbenchProvider>,
    );
    const alphas = await screen.findAllByRole('button', { name: 'Alpha' });
    expect(screen.getAllByRole('button', { name: /Alpha|Zeta/ }).map((b) => b.textContent)).toEqual([
      'Alpha',
      'Zeta',
      'Alpha',
      'Zeta',
    ]);
    fireEvent.click(alphas[0]!);
    const first = await screen.findByRole('button', { name: 'first' });
    expect(screen.getAllByRole('button', { name: /first|second/ }).map((b) => b.textContent)).toEqual([
      'first',
      'second',
    ]);
    fireEvent.click(first);
    expect(changes.at(-1)!.ppd_params).toEqual({ structureA: 'p1', structureB: null });
    expect(changes.at(-1)!.pose_ids).toEqual(['p1']);
  });

  it.each([
    [
      'builtin',
      /^LightDock: rigid-body docking without restraints, scored by DFIRE\. A run takes minutes to an hour/,
      /^Simulated:/,
    ],
    ['simulated', /^Simulated: rigid-body placements scored by contact counts/, /^LightDock:/],
  ])('tells what the %s engine does before the run', async (engine, shown, hidden) => {
    const api = fakeApi({
      'POST /api/sessions/:sid/pose_collections/query': { models: [], total: 0 },
      'POST /api/sessions/:sid/poses/query': { models: [], total: 0 },
    });
    const wb = createTestWorkbench({
      plugins: [plugin],
      flags: { canSeePPD: true },
      services: [provide(Api, api)],
      settings: { engines: { ppd: engine } },
    });
    wb.get(Stores).setSession('s1');
    const Form = (await wb.registry.action('ppd')!.Form()).default;
    render(
      <WorkbenchProvider services={wb.services}>
        <Form input={ppdModel.defaults()} onChange={() => {}} readOnly={false} issues={[]} />
      </WorkbenchProvider>,
    );
    expect(screen.getByText(shown)).toBeTruthy();
    expect(screen.queryByText(hidden)).toBeNull();
  });
});
