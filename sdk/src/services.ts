import type {
  Api,
  Auth,
  Credits,
  Features,
  LocalPrefs,
  Live,
  Notify,
  Settings,
  Stores,
  Workspace,
  RegistryToken,
} from './tokens.ts';
import type { Registry } from './contracts.ts';

/** Token → interface, so `useService(Api)` is typed. */
export interface ServiceTypes {
  [Api]: Api;
  [Auth]: Auth;
  [Live]: Live;
  [Credits]: Credits;
  [Features]: Features;
  [Notify]: Notify;
  [Settings]: Settings;
  [LocalPrefs]: LocalPrefs;
  [Stores]: Stores;
  [Workspace]: Workspace;
  [RegistryToken]: Registry;
}

/** What the React tree sees of the DI container. */
export interface ServiceLocator {
  get<K extends keyof ServiceTypes>(token: K): ServiceTypes[K];
}
