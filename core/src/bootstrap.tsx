import { Component, type ErrorInfo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { subscribe } from 'valtio';
import {
  Api,
  Auth,
  Live,
  Notify,
  PluginLoadError,
  Workspace,
  type PluginDefinition,
  type Registry,
  WorkbenchProvider,
} from '@bench/sdk';
import { createContainer, type Environment, type WorkbenchContainer } from './container.ts';
import { loadPlugins, PluginLoadErrors } from './registry.ts';
import { fetchSettings } from './services/SettingsService.ts';
import { Diagnostics } from './shell/Diagnostics.tsx';
import { FatalError } from './shell/FatalError.tsx';
import { LocalSignIn } from './shell/LocalSignIn.tsx';
import { Shell } from './shell/Shell.tsx';
import { startWindowPresence } from './shell/windowPresence.ts';

export interface StartOptions {
  /** the app's explicit, ordered plugin list */
  catalog: readonly PluginDefinition[];
  root: Element;
  /** location.search, read for `?plugins=a,b` */
  search?: string;
  /** browser pieces to replace (tests pass a fake live transport) */
  environment?: Partial<Environment>;
}

/** `?plugins=a,b`, else the build-time BENCH_PLUGINS; null means the whole catalog. */
export function requestedPluginIds(
  search: string,
  buildTime: string | undefined = import.meta.env.BENCH_PLUGINS,
): string[] | null {
  const raw = new URLSearchParams(search).get('plugins') ?? buildTime;
  if (!raw) return null;
  return raw
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

/** The catalog subset with the given ids, in catalog order; an id not in the catalog is a load error. */
export function selectPlugins(catalog: readonly PluginDefinition[], ids: readonly string[] | null): PluginDefinition[] {
  if (ids === null) return [...catalog];
  const unknown = ids.filter((id) => !catalog.some((plugin) => plugin.id === id));
  if (unknown.length) {
    throw new PluginLoadErrors(
      unknown.map(
        (id) => new PluginLoadError(id, `is not in the plugin catalog (known: ${catalog.map((p) => p.id).join(', ')})`),
      ),
    );
  }
  return catalog.filter((plugin) => ids.includes(plugin.id));
}

/**
 * Loads the plugins, reads the settings, signs in, connects the live channel, then renders the
 * shell. A plugin that cannot load shows the diagnostics screen; any later failure the fatal screen.
 */
export async function startWorkbench({
  catalog,
  root,
  search = globalThis.location?.search ?? '',
  environment,
}: StartOptions): Promise<WorkbenchContainer | null> {
  const view = createRoot(root);
  let registry: Registry;
  try {
    registry = loadPlugins(selectPlugins(catalog, requestedPluginIds(search)));
  } catch (error) {
    view.render(<Diagnostics errors={diagnostics(error)} />);
    return null;
  }
  try {
    const services = createContainer({ settings: await fetchSettings(environment?.baseURL), registry, environment });
    const app = (
      <FatalBoundary>
        <WorkbenchProvider services={services}>
          <Shell />
        </WorkbenchProvider>
      </FatalBoundary>
    );
    const auth = services.get(Auth);
    // local mode with declared users: start() waits until the sign-in form's loginWithPassword succeeds
    const signIn = <LocalSignIn auth={auth} onSignedIn={() => {}} />;
    const unsubscribe = subscribe(auth.state, () => auth.state.signInRequired && view.render(signIn));
    const user = await auth.start().finally(unsubscribe);
    const live = services.get(Live);
    live.connect();
    live.joinUserChannel(user.id);
    startWindowPresence({
      live,
      workspace: services.get(Workspace),
      notify: services.get(Notify),
      clientId: services.get(Api).clientId,
      userId: user.id,
    });
    view.render(app);
    return services;
  } catch (error) {
    console.error('Bench could not start', error);
    view.render(<FatalError error={error} />);
    return null;
  }
}

function diagnostics(error: unknown): string[] {
  if (error instanceof PluginLoadErrors) return error.errors.map((e) => e.message);
  return [error instanceof Error ? error.message : String(error)];
}

class FatalBoundary extends Component<{ children: ReactNode }, { failed: boolean; error: unknown }> {
  state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Fatal application error', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <FatalError error={this.state.error} /> : this.props.children;
  }
}
