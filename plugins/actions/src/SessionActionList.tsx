import {
  EmptyState,
  Icon,
  IconButton,
  Notify,
  Stores,
  Workspace,
  type ActionItem,
  useActiveItems,
  useService,
} from '@bench/sdk';
import { ACTION_TAB_MESSAGES } from './messages.ts';
import { actionTitle, shownStatus } from './model.ts';

/** The session's actions, newest first: reopen, archive, delete. */
export function SessionActionList() {
  const store = useService(Stores).of<ActionItem>('actions');
  const workspace = useService(Workspace);
  const notify = useService(Notify);
  const actions = [...useActiveItems<ActionItem>('actions', ACTION_TAB_MESSAGES.fetch)].sort(
    (a, b) => b.task_id - a.task_id,
  );

  const attempt = (failure: string, run: () => Promise<unknown>) =>
    run().catch((error: unknown) => {
      console.error(failure, error);
      notify.error(failure);
    });
  const open = (action: ActionItem) =>
    workspace.openTab(
      'action',
      { type: 'actions', id: action._id, name: action.name, task_id: action.task_id },
      actionTitle(action),
    );
  const archive = (action: ActionItem) =>
    attempt(ACTION_TAB_MESSAGES.archive, async () => {
      await store.archive(action._id);
      workspace.closeTabsFor('actions', action._id);
    });
  const remove = (action: ActionItem) =>
    attempt(ACTION_TAB_MESSAGES.remove, async () => {
      await store.softDelete([action._id]);
      workspace.closeTabsFor('actions', action._id);
    });

  return (
    <section aria-label="Session actions">
      <h3 className="bn-subheading">In this project</h3>
      {actions.length === 0 && <EmptyState title="No actions yet." />}
      <ul className="bn-actions-panel__list">
        {actions.map((action) => (
          <li key={action._id} className="bn-actions-panel__item">
            <button type="button" className="bn-actions-panel__open" onClick={() => open(action)}>
              <Icon name="cog" size={14} /> {actionTitle(action)}
            </button>
            <StatusTag status={action.status} />
            <IconButton
              label={`Archive ${actionTitle(action)}`}
              icon={<Icon name="archive" size={14} />}
              onClick={() => void archive(action)}
            />
            <IconButton
              label={`Delete ${actionTitle(action)}`}
              icon={<Icon name="trash" size={14} />}
              onClick={() => void remove(action)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The status as the spec displays it; a queued job's tag says on hover that it waits for a worker. */
function StatusTag({ status }: { status: ActionItem['status'] }) {
  const { label, queued } = shownStatus(status);
  return (
    <span
      className={`bn-tag bn-actions-status--${label.toLowerCase()}`}
      title={queued ? ACTION_TAB_MESSAGES.waitingForWorker : undefined}
    >
      {label}
    </span>
  );
}
