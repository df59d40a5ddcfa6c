export { loadPlugins, PluginLoadErrors } from './registry.ts';
export { WorkspaceService, type WorkspaceDeps } from './workspace/WorkspaceService.ts';
export {
  createContainer,
  type CreateContainerOptions,
  type Environment,
  type WorkbenchContainer,
} from './container.ts';
export { startWorkbench, selectPlugins, requestedPluginIds, type StartOptions } from './bootstrap.tsx';
export { Shell, type ShellProps } from './shell/Shell.tsx';
export { ApiService, newClientId, type ApiDeps } from './services/ApiService.ts';
export { AuthService, TOKEN_KEY, type AuthDeps, type BrowserLocation } from './services/AuthService.ts';
export { redirectTarget, type WebAuthFactory, type WebAuthLike, type WebAuthOptions } from './services/auth0.ts';
export { LiveService, type LiveDeps } from './services/LiveService.ts';
export type { PusherChannelLike, PusherFactory, PusherLike } from './services/pusher.ts';
export { NotifyService, type NotifyDeps } from './services/NotifyService.ts';
export { CreditsService } from './services/CreditsService.ts';
export { FeaturesService } from './services/FeaturesService.ts';
export { SettingsService, fetchSettings } from './services/SettingsService.ts';
export { LocalPrefsService } from './services/LocalPrefsService.ts';
export { systemClock, type Clock } from './services/clock.ts';
export { ItemStore, type ItemStoreDeps } from './stores/ItemStore.ts';
export { StoresService, type StoresDeps } from './stores/StoresService.ts';
