import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Api, Credits, Features, Notify, Stores, definePlugin, useService } from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide } from '@bench/testing';

function Hello() {
  const notify = useService(Notify);
  return (
    <button type="button" onClick={() => notify.success('Saved.')}>
      Hello from the plugin
    </button>
  );
}
const hello = definePlugin({
  id: 'hello',
  contributes: {
    consoleRoutes: [{ id: 'hello', path: 'hello', title: 'Hello', component: async () => ({ default: Hello }) }],
  },
});
const other = definePlugin({ id: 'other', contributes: {} });

describe('createTestWorkbench', () => {
  it('loads exactly the listed plugins through the production loader', () => {
    const wb = createTestWorkbench({ plugins: [hello] });
    expect(wb.registry.plugins.map((p) => p.id)).toEqual(['hello']);
    expect(wb.registry.consoleRoutes.map((r) => r.fullId)).toEqual(['hello:hello']);
  });

  it('fails loading with the broken plugin named', () => {
    const broken = definePlugin({
      id: 'broken',
      contributes: { consoleRoutes: [{ id: 'x', path: 'x', title: 'X', feature: 'warp_drive' } as never] },
    });
    expect(() => createTestWorkbench({ plugins: [other, broken] })).toThrow(
      /plugin 'broken': featureName not recognized: 'warp_drive'/,
    );
  });

  it('gives strict fakes for services not provided', async () => {
    const wb = createTestWorkbench({ plugins: [hello] });
    expect(() => wb.get(Api).get('/api/sessions')).toThrow('not faked: Api');
    expect(() => wb.get(Credits).catalogue()).toThrow('not faked: Credits');
    expect(() => wb.get(Stores).of('sessions')).toThrow('not faked: Stores');
  });

  it('lets a partial fake answer what it gives and throw for the rest', async () => {
    const wb = createTestWorkbench({ services: [provide(Api, { get: async <T,>() => 'ok' as T })] });
    await expect(wb.get(Api).get('/x')).resolves.toBe('ok');
    expect(() => wb.get(Api).post('/x')).toThrow('not faked: Api.post');
  });

  it('builds Features from the given flags', () => {
    expect(
      createTestWorkbench({ flags: { canCloneProject: true } })
        .get(Features)
        .isEnabled('project_clone'),
    ).toBe(true);
    expect(createTestWorkbench().get(Features).isEnabled('project_clone')).toBe(false);
  });

  it('gives real stores over a provided Api, and the fake Api records calls', async () => {
    const api = fakeApi({ 'GET /api/sessions/:id': ({ params }) => ({ _id: params.id, name: 'Kinase' }) });
    const wb = createTestWorkbench({ services: [provide(Api, api)] });
    await expect(wb.get(Stores).of('sessions').get('s1')).resolves.toMatchObject({ name: 'Kinase' });
    expect(wb.get(Stores).of('sessions').state.items.s1).toMatchObject({ _id: 's1' });
    expect(api.calls).toEqual([{ method: 'GET', path: '/api/sessions/s1' }]);
    await expect(api.get('/api/unknown')).rejects.toMatchObject({
      status: 404,
      message: 'fakeApi: no route for GET /api/unknown',
    });
  });

  it('renders the real shell at the route with the plugin screen', async () => {
    const notify = fakeNotify();
    const api = fakeApi({ 'GET /api/promotions/get/new/count': { count: 0 } });
    const wb = createTestWorkbench({
      plugins: [hello],
      route: '/hello',
      services: [provide(Notify, notify), provide(Api, api)],
    });
    wb.render();
    (await screen.findByText('Hello from the plugin')).click();
    expect(notify.messages).toEqual([{ kind: 'success', message: 'Saved.' }]);
  });
});
