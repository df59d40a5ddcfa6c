import {
  InlineText,
  Link,
  MESSAGES,
  Notify,
  stripInvalidNameChars,
  useItemStore,
  useService,
  type Session,
} from '@bench/sdk';
import { useNameWarning } from '../projects/useNameWarning.ts';
import { UserMenu } from '../UserMenu.tsx';

/** Back to the projects, the session's editable name, the user menu. */
export function SessionHeader({ sessionId, name }: { sessionId: string; name: string }) {
  const { store } = useItemStore<Session>('sessions');
  const notify = useService(Notify);
  const warn = useNameWarning();

  const rename = async (next: string) => {
    try {
      await store.update(sessionId, { name: next });
    } catch (error) {
      console.error(MESSAGES.projects.update, error);
      notify.error(MESSAGES.projects.update);
    }
  };

  return (
    <header className="bn-topbar">
      <Link href="/" className="bn-brand" title="Back to projects">
        Bench
      </Link>
      <InlineText
        className="bn-session-name"
        label="Project name"
        value={name}
        filter={stripInvalidNameChars}
        onFiltered={warn}
        onCommit={(next) => void rename(next)}
      />
      <UserMenu />
    </header>
  );
}
