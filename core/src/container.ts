import 'reflect-metadata/lite';
import { Container } from 'inversify';
import {
  ALL_SERVICE_TOKENS,
  Api,
  Auth,
  Credits,
  Features,
  Live,
  LocalPrefs,
  Notify,
  RegistryToken,
  Settings,
  Stores,
  Workspace,
  type AppSettings,
  type Registry,
  type ServiceLocator,
  type ServiceTypes,
} from '@bench/sdk';
import { ApiService } from './services/ApiService.ts';
import { AuthService, type BrowserLocation } from './services/AuthService.ts';
import { CreditsService } from './services/CreditsService.ts';
import { FeaturesService } from './services/FeaturesService.ts';
import { LiveService } from './services/LiveService.ts';
import { LocalPrefsService } from './services/LocalPrefsService.ts';
import { NotifyService } from './services/NotifyService.ts';
import { SettingsService } from './services/SettingsService.ts';
import type { WebAuthFactory } from './services/auth0.ts';
import type { Clock } from './services/clock.ts';
import type { PusherFactory } from './services/pusher.ts';
import { StoresService } from './stores/StoresService.ts';
import { WorkspaceService } from './workspace/WorkspaceService.ts';

type Token = keyof ServiceTypes;

/** What the services take from the browser; tests replace parts of it. */
export interface Environment {
  baseURL: string;
  storage: Storage | null;
  location: BrowserLocation;
  pusher: PusherFactory;
  webAuth: WebAuthFactory;
  clock: Clock;
}

export interface CreateContainerOptions {
  settings: AppSettings;
  registry: Registry;
  /** instances bound instead of the real services */
  overrides?: Partial<ServiceTypes>;
  environment?: Partial<Environment>;
}

export interface WorkbenchContainer extends ServiceLocator {
  readonly container: Container;
}

/** One singleton per token, each built from explicitly listed dependencies (no decorators). */
export function createContainer({
  settings,
  registry,
  overrides = {},
  environment = {},
}: CreateContainerOptions): WorkbenchContainer {
  const container = new Container();
  const get = <K extends Token>(token: K): ServiceTypes[K] => container.get<ServiceTypes[K]>(token);
  const storage = environment.storage === undefined ? browserStorage() : environment.storage;
  const { baseURL, location, pusher, webAuth, clock } = environment;

  function bind<K extends Token, D extends Token[]>(
    token: K,
    deps: [...D],
    make: (...args: { [I in keyof D]: ServiceTypes[D[I]] }) => ServiceTypes[K],
  ) {
    const override = overrides[token];
    if (override) container.bind(token).toConstantValue(override);
    else
      container
        .bind(token)
        .toResolvedValue(make as (...args: unknown[]) => ServiceTypes[K], deps)
        .inSingletonScope();
  }

  bind(RegistryToken, [], () => registry);
  bind(Settings, [RegistryToken], (reg) => new SettingsService(settings, reg));
  bind(LocalPrefs, [], () => new LocalPrefsService(storage));
  // Api reports disruptions to Notify and Notify saves did_notify through Api: Notify gets Api lazily
  bind(Notify, [], () => new NotifyService({ api: () => get(Api), clock }));
  bind(Auth, [Settings], (s) => new AuthService({ settings: s.values, storage, location, webAuth, clock, baseURL }));
  bind(
    Api,
    [Settings, Auth, Notify],
    (s, auth, notify) => new ApiService({ settings: s.values, auth, notify, baseURL }),
  );
  bind(
    Live,
    [Settings, Api, Auth, Notify],
    (s, api, auth, notify) => new LiveService({ settings: s.values, api, auth, notify, pusher }),
  );
  bind(
    Credits,
    [Api, RegistryToken, Settings],
    (api, reg, s) => new CreditsService({ api, registry: reg, settings: s.values }),
  );
  bind(Features, [Auth, RegistryToken], (auth, reg) => new FeaturesService({ auth, features: reg.features }));
  bind(Stores, [Api, Live], (api, live) => new StoresService({ api, live, clock }));
  bind(
    Workspace,
    [Stores, Live, RegistryToken, Api],
    (stores, live, reg, api) => new WorkspaceService({ stores, live, registry: reg, api }),
  );

  const missing = ALL_SERVICE_TOKENS.filter((token) => !container.isBound(token));
  if (missing.length) throw new Error(`createContainer: no binding for ${missing.map(String).join(', ')}`);
  return { container, get };
}

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // access itself throws when storage is blocked
  }
}
