import { useMemo } from 'react';
import { Api, Notify, type ItemStore, MESSAGES, stripInvalidNameChars, useService, type Session } from '@bench/sdk';

/** What the project list does to projects; each failure shows the spec's message (spec 3 §8). */
export function useProjectActions(store: ItemStore<Session>, reload: () => Promise<void>) {
  const api = useService(Api);
  const notify = useService(Notify);

  return useMemo(() => {
    const attempt = async (message: string, work: () => Promise<unknown>): Promise<boolean> => {
      try {
        await work();
        return true;
      } catch (error) {
        console.error(message, error);
        notify.error(message);
        return false;
      } finally {
        await reload();
      }
    };

    return {
      create: async (name: string): Promise<Session | null> => {
        let created: Session | null = null;
        await attempt(MESSAGES.projects.create, async () => {
          created = await store.create({ name: stripInvalidNameChars(name).trim() });
        });
        return created;
      },
      rename: (id: string, name: string) =>
        attempt(MESSAGES.projects.update, () => store.update(id, { name: stripInvalidNameChars(name).trim() })),
      trash: (ids: string[]) => attempt(MESSAGES.projects.softDelete, () => store.softDelete(ids)),
      reset: (ids: string[]) =>
        attempt(MESSAGES.projects.reset, () => Promise.all(ids.map((id) => api.post(`/api/sessions/${id}/reset`)))),
      clone: async (id: string) => {
        try {
          await api.post(`/api/sessions/${id}/clone`);
        } catch (error) {
          window.alert(`${MESSAGES.cloneError} ${error}`);
        }
        await reload();
      },
      restore: (ids: string[]) => attempt(MESSAGES.projects.restore, () => store.restore(ids)),
      deleteForever: (ids: string[]) =>
        attempt(MESSAGES.projects.delete, () => Promise.all(ids.map((id) => store.delete(id)))),
    };
  }, [api, notify, store, reload]);
}
