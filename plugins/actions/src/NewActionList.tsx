import { useState } from 'react';
import {
  ApiError,
  FeatureBadge,
  Notify,
  Stores,
  Workspace,
  Button,
  Icon,
  useRegistry,
  useService,
  useUser,
  type AnyActionContribution,
  type ActionItem,
  type Session,
} from '@bench/sdk';
import { ACTION_TAB_MESSAGES } from './messages.ts';
import { selectionSummary } from '@bench/action-kit';
import { useSelection } from '@bench/action-kit/ui';
import { actionTitle, createActionBody } from './model.ts';

/** Every action the user may launch, enabled or disabled (with the spec's hint) by the current selection. */
export function NewActionList({ sessionId }: { sessionId: string }) {
  const registry = useRegistry();
  const stores = useService(Stores);
  const workspace = useService(Workspace);
  const notify = useService(Notify);
  const selection = useSelection(sessionId);
  const [creating, setCreating] = useState<string | null>(null);
  const summary = selectionSummary(selection.poses);
  const actions = registry.visibleTo(registry.actions, useUser());

  /** The session's score function for the new action; undefined (reported) when it cannot be fetched. */
  async function scoreFunction(): Promise<string | null | undefined> {
    const sessions = stores.of<Session>('sessions');
    try {
      return (sessions.state.items[sessionId] ?? (await sessions.get(sessionId))).score_function ?? null;
    } catch (error) {
      console.error(ACTION_TAB_MESSAGES.scoreFunction, error);
      notify.error(ACTION_TAB_MESSAGES.scoreFunction);
      return undefined;
    }
  }

  async function create(action: AnyActionContribution) {
    setCreating(action.task);
    try {
      const score = await scoreFunction();
      if (score === undefined) return;
      const body = createActionBody(
        action,
        selection.poses.map((p) => p._id),
        selection.collectionId,
        score,
      );
      const created = await stores.of<ActionItem>('actions').create(body as unknown as Partial<ActionItem>);
      workspace.openTab(
        'action',
        { type: 'actions', id: created._id, name: created.name, task_id: created.task_id },
        actionTitle(created),
      );
    } catch (error) {
      console.error(ACTION_TAB_MESSAGES.create, error);
      notify.error(error instanceof ApiError && error.status === 422 ? error.message : ACTION_TAB_MESSAGES.create);
    } finally {
      setCreating(null);
    }
  }

  return (
    <ul className="bn-actions-panel__new" aria-label="New action">
      {actions.map((action) => {
        const availability = action.availability(summary);
        const hint = availability.enabled ? undefined : availability.hint;
        return (
          <li key={action.fullId}>
            <Button
              small
              disabled={!availability.enabled || creating !== null}
              title={hint}
              onClick={() => void create(action)}
            >
              <Icon name={action.icon ?? 'cog'} size={14} /> {action.label}
            </Button>
            {action.feature && <FeatureBadge feature={action.feature} />}
            {hint && <p className="bn-hint">{hint}</p>}
          </li>
        );
      })}
    </ul>
  );
}
