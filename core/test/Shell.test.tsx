import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Api, Notify, MESSAGES, definePlugin } from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide } from '@bench/testing';
import { Diagnostics } from '../src/shell/Diagnostics.tsx';
import { FatalError } from '../src/shell/FatalError.tsx';

const reports = definePlugin({
  id: 'reports',
  contributes: {
    consoleRoutes: [
      {
        id: 'list',
        path: 'reports',
        title: 'Reports',
        nav: { label: 'Reports' },
        component: async () => ({ default: () => <p>All reports</p> }),
      },
      {
        id: 'one',
        path: 'reports/:id',
        title: 'Report',
        component: async () => ({
          default: ({ params }: { params: Record<string, string> }) => <p>Report {params.id}</p>,
        }),
      },
      {
        id: 'secret',
        path: 'secret',
        title: 'Secret',
        feature: 'testing_tools',
        nav: { label: 'Secret' },
        component: async () => ({ default: () => <p>Secret</p> }),
      },
    ],
  },
});

function renderAt(route: string) {
  const api = fakeApi({ 'POST /api/sessions/query': { models: [] } });
  const bench = createTestWorkbench({
    plugins: [reports],
    route,
    services: [provide(Api, api), provide(Notify, fakeNotify())],
  });
  bench.render();
  return bench;
}

describe('Shell routes', () => {
  it('shows the console with navigation bar, console navigation and the project list at /', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeTruthy();
    const support = screen.getByRole('link', { name: /Support/ });
    expect(support.getAttribute('target')).toBe('_blank');
    expect(support.getAttribute('rel')).toBe('noopener');
    expect(support.getAttribute('href')).toBe('https://support.example.test');
    expect(screen.getByRole('link', { name: /CAD/ }).getAttribute('href')).toBe('https://cad.example.test');
    expect(screen.getByText('Test User')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Projects', 'Reports', 'Trash']);
  });

  it('renders a plugin screen lazily with its route parameters', async () => {
    renderAt('/reports/r42');
    expect(await screen.findByText('Report r42')).toBeTruthy();
  });

  it('shows 404 for unknown paths and for screens the user may not see', async () => {
    renderAt('/nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('hides gated screens', () => {
    renderAt('/secret');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('has the 403 screen', () => {
    renderAt('/403');
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeTruthy();
  });

  it('sends /sessions without an id to the sessions list', async () => {
    const bench = renderAt('/sessions');
    await waitFor(() => expect(bench.location.history.at(-1)).toBe('/'));
  });

  it('follows a redirect parameter to the requested path', async () => {
    const bench = renderAt('/?redirect=%2Freports');
    await waitFor(() => expect(bench.location.history.at(-1)).toBe('/reports'));
    expect(await screen.findByText('All reports')).toBeTruthy();
  });

  it('finishes sign-in on the callback path and goes to the sessions list', async () => {
    const bench = renderAt('/callback');
    await waitFor(() => expect(bench.location.history.at(-1)).toBe('/'));
  });

  it('warns on narrow screens', () => {
    window.innerWidth = 900;
    renderAt('/');
    expect(screen.getByText(MESSAGES.narrowScreen)).toBeTruthy();
  });
});

describe('Diagnostics and FatalError', () => {
  it('lists every plugin failure', () => {
    render(<Diagnostics errors={["plugin 'x': duplicate plugin id", "plugin 'y': featureName not recognized: 'z'"]} />);
    expect(screen.getByText("plugin 'x': duplicate plugin id")).toBeTruthy();
    expect(screen.getByText(/2 plugin problems/)).toBeTruthy();
  });

  it('is never blank', () => {
    const { container } = render(<Diagnostics errors={[]} />);
    expect(container.textContent).toMatch(/no reason was given/);
  });

  it('shows a fatal error readably', () => {
    render(<FatalError error={new Error('boom')} />);
    expect(screen.getByText('boom')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
