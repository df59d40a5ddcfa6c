import { subscribe } from 'valtio';
import { userChannel, type Live, type Notify, type Workspace } from '@bench/sdk';

export const ALSO_OPEN = 'This project is also open in another window: changes made there appear here as they happen.';

export interface WindowPresenceDeps {
  live: Pick<Live, 'emit' | 'bind'>;
  workspace: Pick<Workspace, 'state'>;
  notify: Pick<Notify, 'info'>;
  /** this window's id (x-client-id): its own events come back and are ignored */
  clientId: string;
  userId: string;
}

/**
 * The user's windows tell each other which project they show (spec 1 §7: the window event carries
 * user and sessions): this window announces its project whenever it changes, and says so when
 * another window of the same user opens the project it shows. Returns the stop function.
 */
export function startWindowPresence({ live, workspace, notify, clientId, userId }: WindowPresenceDeps): () => void {
  let announced: string | null | undefined;
  const announce = () => {
    const sessionId = workspace.state.sessionId;
    if (sessionId === announced) return;
    announced = sessionId;
    live
      .emit({ event: 'window', data: { user: userId, sessions: sessionId ? [sessionId] : [] } })
      .catch((error: unknown) => {
        console.error('The window event was not sent', error);
      });
  };
  const stopWatching = subscribe(workspace.state, announce);
  announce();
  const unbind = live.bind<{ sessions?: string[]; client_id?: string | null }>(
    userChannel(userId),
    'window',
    (data) => {
      const sessionId = workspace.state.sessionId;
      if (data.client_id !== clientId && sessionId && data.sessions?.includes(sessionId)) notify.info(ALSO_OPEN);
    },
  );
  return () => {
    stopWatching();
    unbind();
  };
}
