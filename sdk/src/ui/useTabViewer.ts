import { useCallback } from 'react';
import { useService, useSnapshot } from '../hooks.tsx';
import type { TabData, ViewerSettings } from '../entities.ts';
import { Workspace } from '../tokens.ts';

/** A tab's viewer settings (saved with the session) and a patcher that merges into the latest ones. */
export function useTabViewer(tab: TabData): [ViewerSettings, (patch: Partial<ViewerSettings>) => void] {
  const workspace = useService(Workspace);
  const { tabs } = useSnapshot(workspace.state);
  const current = (tabs.find((t) => t.id === tab.id)?.viewer ?? tab.viewer ?? {}) as ViewerSettings;
  const patch = useCallback(
    (next: Partial<ViewerSettings>) => {
      const latest = workspace.state.tabs.find((t) => t.id === tab.id)?.viewer ?? {};
      workspace.updateTab(tab.id, { viewer: { ...latest, ...next } });
    },
    [workspace, tab.id],
  );
  return [current, patch];
}
