/**
 * The plugin test harness (DESIGN §3). This is the one sdk module allowed to import @bench/core:
 * it loads plugins through the production `loadPlugins` and renders the real shell, so a plugin is
 * tested the way it runs. Plugins import it as '@bench/testing' (tests only).
 */
import { render as renderTree, type RenderResult } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import {
  createContainer,
  FeaturesService,
  loadPlugins,
  SettingsService,
  Shell,
  StoresService,
  WorkspaceService,
} from '@bench/core';
import {
  ALL_SERVICE_TOKENS,
  Api,
  Auth,
  Features,
  Live,
  RegistryToken,
  Settings,
  Stores,
  WorkbenchProvider,
  Workspace,
  type AppSettings,
  type PluginDefinition,
  type Registry,
  type ServiceLocator,
  type ServiceTypes,
  type User,
  type UserFlags,
} from '@bench/sdk';
import { fakeAuth, fakeLive, testSettings, testUser } from './fakes.ts';
import { strictFake, withStrictFallback, type Provided } from './strictFake.ts';

export interface TestWorkbenchOptions {
  /** exactly the plugins to load, in catalog order */
  plugins?: PluginDefinition[];
  /** `provide(Token, impl)` pairs; every other service is a strict fake (except those below) */
  services?: Provided[];
  /** the test user's flags; Features is real and reads them */
  flags?: Partial<UserFlags>;
  /** initial path of the in-memory router */
  route?: string;
  user?: Partial<User>;
  settings?: Partial<AppSettings>;
}

export interface TestWorkbench {
  registry: Registry;
  services: ServiceLocator;
  get: ServiceLocator['get'];
  /** the in-memory location: `navigate(path)` and the `history` of visited paths */
  location: ReturnType<typeof memoryLocation<unknown>> & { history: string[] };
  /** renders the real shell at `route` */
  render(): RenderResult;
}

/**
 * A fresh container per call. Always real: Registry (the listed plugins), Settings (test values),
 * Auth (a signed-in fake user), Features (from `flags`). Stores and Workspace are real when an Api
 * is provided (Workspace then uses the provided Live or an in-memory one). The rest throw
 * `not faked: <Token>` when used.
 */
export function createTestWorkbench(options: TestWorkbenchOptions = {}): TestWorkbench {
  const registry = loadPlugins(options.plugins ?? []);
  const settings = testSettings(options.settings);
  const given = new Map(
    (options.services ?? []).map(({ token, impl }) => [token, withStrictFallback(token, impl as object)] as const),
  );
  const pick = <K extends keyof ServiceTypes>(token: K, fallback: () => ServiceTypes[K]): ServiceTypes[K] =>
    (given.get(token) as ServiceTypes[K] | undefined) ?? fallback();

  const auth = pick(Auth, () => fakeAuth(testUser(options.flags, options.user)));
  const api = given.get(Api) as ServiceTypes[typeof Api] | undefined;
  const live = pick(Live, () => (api ? fakeLive() : strictFake(Live)));
  const stores = pick(Stores, () => (api ? new StoresService({ api, live }) : strictFake(Stores)));
  const overrides: Partial<ServiceTypes> = {
    [Settings]: pick(Settings, () => new SettingsService(settings, registry)),
    [RegistryToken]: registry,
    [Auth]: auth,
    [Features]: pick(Features, () => new FeaturesService({ auth, features: registry.features })),
    [Live]: live,
    [Stores]: stores,
    [Workspace]: pick(Workspace, () =>
      api ? new WorkspaceService({ stores, live, registry, api }) : strictFake(Workspace),
    ),
  };
  for (const token of ALL_SERVICE_TOKENS) {
    (overrides as Record<symbol, unknown>)[token] ??= given.get(token) ?? strictFake(token);
  }
  const services = createContainer({ settings, registry, overrides });
  const location = memoryLocation({ path: options.route ?? '/', record: true });

  return {
    registry,
    services,
    get: services.get,
    location,
    render: () =>
      renderTree(
        <WorkbenchProvider services={services}>
          <Shell location={location.hook} />
        </WorkbenchProvider>,
      ),
  };
}
