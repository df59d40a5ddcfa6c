import { useEffect, useState } from 'react';
import {
  EmptyState,
  Link,
  useDocumentTitle,
  Stores,
  Workspace,
  sessionPlaceholderName,
  useItemStore,
  useRegistry,
  useService,
  useUser,
  type Session,
} from '@bench/sdk';
import { ColumnResizer } from './ColumnResizer.tsx';
import { SessionColumn } from './SessionColumn.tsx';
import { SessionHeader } from './SessionHeader.tsx';
import { TabContent } from './TabContent.tsx';
import { TabStrip } from './TabStrip.tsx';
import { useColumnWidth } from './useColumnWidth.ts';

/** The project screen '/sessions/{id}': side columns of panels around the tabbed workspace. */
export function SessionScreen({ id }: { id: string }) {
  const stores = useService(Stores);
  const workspace = useService(Workspace);
  const registry = useRegistry();
  const user = useUser();
  const { snapshot } = useItemStore<Session>('sessions');
  const [failed, setFailed] = useState(false);
  const left = useColumnWidth('session.leftWidth');
  const right = useColumnWidth('session.rightWidth');

  useEffect(() => {
    stores.setSession(id);
    workspace.open(id).catch((error: unknown) => {
      console.error(`Could not open project ${id}`, error);
      setFailed(true);
    });
    return () => {
      workspace.close();
      stores.setSession(null);
    };
  }, [id, stores, workspace]);

  const name = snapshot.items[id]?.name || sessionPlaceholderName(id);
  useDocumentTitle(name);
  const hasRight =
    registry.visibleTo(
      registry.panels.filter((p) => p.side === 'right'),
      user,
    ).length > 0;

  if (failed) {
    return (
      <EmptyState title="This project could not be opened">
        It may have been deleted, or you may not have access to it. <Link href="/">Back to projects</Link>
      </EmptyState>
    );
  }
  return (
    <div className="bn-session">
      <SessionHeader sessionId={id} name={name} />
      <div className="bn-session__body">
        <SessionColumn side="left" sessionId={id} width={left.width} />
        <ColumnResizer side="left" width={left.width} onResize={left.resize} onResizeEnd={left.save} />
        <main className="bn-workspace">
          <TabStrip />
          <div className="bn-workspace__content">
            <TabContent sessionId={id} />
          </div>
        </main>
        {hasRight && (
          <ColumnResizer side="right" width={right.width} onResize={right.resize} onResizeEnd={right.save} />
        )}
        {hasRight && <SessionColumn side="right" sessionId={id} width={right.width} />}
      </div>
    </div>
  );
}
