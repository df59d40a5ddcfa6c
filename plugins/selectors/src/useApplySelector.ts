import { Api, Notify, Workspace, useService, useSnapshot, type TabData } from '@bench/sdk';
import { allPositions } from '@bench/structure';
import { longestPose } from './poseLengths.ts';
import { applySelector } from './positions.ts';

/** The active tab when it is a collection view showing a collection (spec 2 §2.4: only then can a selector be applied). */
function activeCollectionTab(tabs: readonly TabData[], activeIndex: number): TabData | null {
  const tab = tabs[activeIndex];
  return tab?.kind === 'collection' && typeof tab.data.id === 'string' ? tab : null;
}

/**
 * Applies positions ('all' for the built-in selector) to the active collection tab as
 * `data.residue_selection`; positions past the collection's longest pose are dropped with a warning.
 */
export function useApplySelector(sessionId: string): {
  canApply: boolean;
  apply(positions: readonly number[] | 'all'): Promise<void>;
} {
  const api = useService(Api);
  const notify = useService(Notify);
  const workspace = useService(Workspace);
  const { tabs, activeIndex } = useSnapshot(workspace.state);
  const target = activeCollectionTab(tabs as TabData[], activeIndex);

  async function apply(positions: readonly number[] | 'all') {
    if (!target) return;
    const longest = await longestPose(api, sessionId, target.data.id);
    const result = applySelector(positions === 'all' ? allPositions(longest) : positions, longest);
    if (result.warning) notify.warning(result.warning);
    workspace.updateTab(target.id, { data: { ...target.data, residue_selection: result.positions } });
  }

  return { canApply: target !== null, apply };
}
