import { useCallback, useEffect, useMemo, useState } from 'react';
import { Live, Notify, useItemStore, useService, type ModelOp, type QueryRequest, type Session } from '@bench/sdk';

/** Changes of membership the cached list cannot see by refreshing ids it already has. */
const LIST_CHANGES: ReadonlySet<ModelOp> = new Set([
  'create',
  'restore',
  'soft-delete',
  'delete',
  'archive',
  'dearchive',
]);

/**
 * The projects matching `query`, kept fresh by the 'sessions' store (live renames show at once).
 * `reload` queries again after a change, and projects created, trashed or restored in another window
 * re-query the list, as does each confirmed live subscription (what changed before it never arrived);
 * failures show `fetchError`.
 */
export function useProjects(query: QueryRequest['query'], fetchError: string) {
  const { store, snapshot } = useItemStore<Session>('sessions');
  const notify = useService(Notify);
  const live = useService(Live);
  const [loaded, setLoaded] = useState<Session[] | null>(null);
  const queryKey = JSON.stringify(query);

  const reload = useCallback(async () => {
    try {
      setLoaded(await store.queryAll({ query: JSON.parse(queryKey) }));
    } catch (error) {
      console.error(fetchError, error);
      notify.error(fetchError);
      setLoaded((previous) => previous ?? []);
    }
  }, [store, notify, queryKey, fetchError]);

  useEffect(() => {
    void reload();
    const stopEvents = live.onModelEvent((event) => {
      if (event.type === 'sessions' && LIST_CHANGES.has(event.op)) void reload();
    });
    const stopSubscribed = live.onSubscribed(() => void reload());
    return () => {
      stopEvents();
      stopSubscribed();
    };
  }, [reload, live]);

  const wantDeleted = Boolean(query?.is_deleted);
  const projects = useMemo(
    () =>
      (loaded ?? [])
        .map((project) => (snapshot.items[project._id] as Session | undefined) ?? project)
        .filter((project) => Boolean(project.is_deleted) === wantDeleted && !project.is_archived),
    [loaded, snapshot.items, wantDeleted],
  );

  return { store, projects, loading: loaded === null, reload };
}
