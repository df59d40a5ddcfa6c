import { useEffect } from 'react';
import { Live, Notify, Stores, useService, type BenchNotification } from '@bench/sdk';

/**
 * Shows the user's stored notifications on the desktop: those not yet notified when the app starts,
 * and those created later (live events on the user channel). Notify spaces them 4 s apart and
 * marks each did_notify once shown.
 */
export function DesktopNotifications() {
  const stores = useService(Stores);
  const live = useService(Live);
  const notify = useService(Notify);

  useEffect(() => {
    const store = stores.of<BenchNotification>('notifications');
    const show = (items: BenchNotification[]) => items.filter((n) => !n.did_notify).forEach((n) => notify.desktop(n));
    const failed = (error: unknown) => console.error('loading notifications failed', error);
    store.queryAll().then(show, failed);
    return live.onModelEvent((event) => {
      if (event.type === 'notifications' && event.op === 'create') store.getMany(event.ids).then(show, failed);
    });
  }, [stores, live, notify]);

  return null;
}
