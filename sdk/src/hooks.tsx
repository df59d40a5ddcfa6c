import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { BaseItem, EntityType, User } from './entities.ts';
import type { Registry } from './contracts.ts';
import { Auth, Features, RegistryToken, Settings, Stores, type ItemStore } from './tokens.ts';
import type { ServiceLocator, ServiceTypes } from './services.ts';

const WorkbenchContext = createContext<ServiceLocator | null>(null);

export function WorkbenchProvider({ services, children }: { services: ServiceLocator; children: ReactNode }) {
  return <WorkbenchContext.Provider value={services}>{children}</WorkbenchContext.Provider>;
}

export function useServices(): ServiceLocator {
  const services = useContext(WorkbenchContext);
  if (!services) throw new Error('useService must be used inside <WorkbenchProvider>');
  return services;
}

export function useService<K extends keyof ServiceTypes>(token: K): ServiceTypes[K] {
  const services = useServices();
  return useMemo(() => services.get(token), [services, token]);
}

export function useRegistry(): Registry {
  return useService(RegistryToken);
}

export function useUser(): User {
  const auth = useService(Auth);
  if (!auth.user) throw new Error('useUser before sign-in finished');
  return auth.user;
}

/** A plugin's own settings (its `settings` contribution), as the server set them. */
export function usePluginSettings<T extends object = Record<string, unknown>>(pluginId: string): Readonly<T> {
  const settings = useService(Settings);
  return useMemo(() => settings.plugin<T>(pluginId), [settings, pluginId]);
}

export function useFeature(feature: string): boolean {
  return useService(Features).isEnabled(feature);
}

/** The item store of a type and a render-safe snapshot of its state. */
export function useItemStore<T extends BaseItem>(
  type: EntityType,
): { store: ItemStore<T>; snapshot: ReturnType<typeof useSnapshot<ItemStore<T>['state']>> } {
  const store = useService(Stores).of<T>(type);
  const snapshot = useSnapshot(store.state);
  return { store, snapshot };
}

export { useSnapshot };
