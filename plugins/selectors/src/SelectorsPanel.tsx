import { useState } from 'react';
import { ALL_SELECTOR, SELECTOR_MESSAGES, type Selector } from '@bench/structure';
import {
  Button,
  EmptyState,
  Icon,
  Notify,
  Stores,
  Workspace,
  useActiveItems,
  useService,
  useSnapshot,
  type PanelProps,
} from '@bench/sdk';
import { SelectorListItem } from './SelectorListItem.tsx';
import { newSelectorName } from './selectorName.ts';
import { useApplySelector } from './useApplySelector.ts';
import { VIEWER_HINT } from './viewerHint.ts';
import './selectors.css';

const FAILED = {
  apply: 'Something went wrong while fetching structure collections.',
  create: 'Something went wrong while creating the selector.',
  rename: 'Something went wrong while renaming the selector.',
  archive: 'Something went wrong while archiving the selector.',
  delete: 'Something went wrong while deleting an item.',
};

/** The Selectors panel (spec 2 §2.4): the built-in '(all)', then the session's active selectors by name. */
export default function SelectorsPanel({ sessionId }: PanelProps) {
  const store = useService(Stores).of<Selector>('selectors');
  const workspace = useService(Workspace);
  const notify = useService(Notify);
  const selectors = useActiveItems<Selector>('selectors', SELECTOR_MESSAGES.fetchError);
  const { canApply, apply } = useApplySelector(sessionId);
  const [creating, setCreating] = useState(false);
  const viewerSelection = useSnapshot(workspace.state).viewerSelection;
  const sorted = [...selectors].sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));

  /** Runs a panel action; a failure is logged and shown, never thrown into React. */
  const attempt = (failure: string, run: () => Promise<unknown>) =>
    run().catch((error: unknown) => {
      console.error(failure, error);
      notify.error(failure);
    });

  const edit = (selector: Selector) =>
    workspace.openTab('selector', { type: 'selectors', id: selector._id, name: selector.name }, selector.name);

  const create = (positions: number[]) => {
    setCreating(true);
    void attempt(FAILED.create, async () =>
      edit(await store.create({ name: newSelectorName(selectors.length), positions })),
    ).finally(() => setCreating(false));
  };

  const handlers = (selector: Selector) => ({
    onApply: () => attempt(FAILED.apply, () => apply(selector.positions)),
    onEdit: () => edit(selector),
    onRename: (name: string) =>
      attempt(FAILED.rename, async () => {
        await store.update(selector._id, { name });
        workspace.retitleTabsFor('selectors', selector._id, name);
      }),
    onArchive: () =>
      attempt(FAILED.archive, async () => {
        await store.archive(selector._id);
        workspace.closeTabsFor('selectors', selector._id);
      }),
    onDelete: () =>
      attempt(FAILED.delete, async () => {
        await store.softDelete([selector._id]);
        workspace.closeTabsFor('selectors', selector._id);
      }),
  });

  return (
    <div className="bn-selectors">
      <div className="bn-selectors__new">
        <Button small onClick={() => create([])} disabled={creating}>
          <Icon name="plus" size={14} /> New selector
        </Button>
        <Button
          small
          onClick={() => viewerSelection && create([...viewerSelection.positions])}
          disabled={creating || !viewerSelection}
          title={
            viewerSelection
              ? `A new selector of the ${viewerSelection.positions.length} residues selected in ${viewerSelection.source}`
              : VIEWER_HINT
          }
        >
          From viewer selection
        </Button>
      </div>
      <ul className="bn-selectors__list" aria-label="Selectors">
        <SelectorListItem
          name={ALL_SELECTOR.name}
          canApply={canApply}
          onApply={() => attempt(FAILED.apply, () => apply('all'))}
        />
        {sorted.map((selector) => (
          <SelectorListItem key={selector._id} name={selector.name} canApply={canApply} {...handlers(selector)} />
        ))}
      </ul>
      {sorted.length === 0 && <EmptyState title="No selectors yet." />}
    </div>
  );
}
