import { useCallback, useRef } from 'react';
import { Notify, Settings, projectNameMessage, useService } from '@bench/sdk';

/** Shows the valid-characters message when typing lost characters, at most once every 3 s. */
export function useNameWarning(): () => void {
  const notify = useService(Notify);
  const { supportHost } = useService(Settings).values;
  const last = useRef(0);
  return useCallback(() => {
    if (Date.now() - last.current < 3000) return;
    last.current = Date.now();
    notify.warning(projectNameMessage(supportHost));
  }, [notify, supportHost]);
}
