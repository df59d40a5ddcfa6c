import { type Dispatch, type SetStateAction, useEffect, useMemo, useRef, useState } from 'react';
import { freeze } from 'immer';
import {
  Api,
  Credits,
  Notify,
  Settings,
  Stores,
  useService,
  type AnyActionContribution,
  type ValidationIssue,
  type ActionItem,
} from '@bench/sdk';
import { chargedPrice } from '@bench/action-kit';
import type { ActionFormData } from '@bench/action-kit/ui';
import { ACTION_TAB_MESSAGES } from './messages.ts';
import { canRun, canSave, isEditable, runErrorMessage, sameValue, type SourcePose } from './model.ts';

type Input = ActionItem['input'];

/** The form's unsaved input (null: none) and its setter, held by the tab so its source poses follow it. */
export type DraftEdits = [Input | null, Dispatch<SetStateAction<Input | null>>];

export interface ActionDraft {
  input: Input;
  onChange(next: Input): void;
  issues: ValidationIssue[];
  editable: boolean;
  saving: boolean;
  canSave: boolean;
  canRun: boolean;
  /** credits the run will cost (the plugin's cost rule over the current input; nothing on the simulated engine) */
  price: number;
  /** the engine kind that runs this task here (`GET /api/engines`), null when none does */
  engine: string | null;
  save(): Promise<void>;
  saveAndRun(): Promise<void>;
}

/**
 * The form's local edits (frozen with immer: forms produce new inputs), validated by the action's
 * model; Save updates the action, Save and Run updates it, runs it, then reloads it (spec 1 §4).
 */
export function useActionDraft(
  action: ActionItem,
  contribution: AnyActionContribution,
  form: ActionFormData,
  sourcePoses: SourcePose[] | null,
  [edits, setEdits]: DraftEdits,
): ActionDraft {
  const api = useService(Api);
  const credits = useService(Credits);
  const notify = useService(Notify);
  const { engines } = useService(Settings).values;
  const store = useService(Stores).of<ActionItem>('actions');
  const [saving, setSaving] = useState(false);
  const [runClicked, setRunClicked] = useState(false);

  // a field the job no longer has would make the server refuse every save: the form leaves it out
  const stored = useMemo(() => contribution.input?.known(action.input) ?? action.input, [contribution, action.input]);
  const input = edits ?? stored;
  const issues = contribution.validate?.(input, form.validation) ?? [];
  const editable = isEditable(action.status, runClicked);
  const state = { hasData: sourcePoses !== null, saving, editable, issues };
  const changed = edits !== null && !sameValue(edits, stored);
  const atomCounts = (sourcePoses ?? []).map((p) => p.atom_count ?? 0);
  const engine = engines[contribution.task] ?? null;

  useSaveOnLeave(
    changed && editable ? input : null,
    (pending) => store.update(action._id, { input: pending }),
    ACTION_TAB_MESSAGES.save(action.name, action.task_id),
  );

  /** Saves the input; a failure is shown only when the action is verified, and always logged. */
  async function update(): Promise<boolean> {
    try {
      await store.update(action._id, { input });
      setEdits(null);
      return true;
    } catch (error) {
      console.error(ACTION_TAB_MESSAGES.save(action.name, action.task_id), error);
      if (action.verification?.verified) notify.error(ACTION_TAB_MESSAGES.save(action.name, action.task_id));
      return false;
    }
  }

  async function save() {
    setSaving(true);
    await update();
    setSaving(false);
  }

  async function saveAndRun() {
    setRunClicked(true);
    setSaving(true);
    try {
      if (!(await update())) return setRunClicked(false);
      await api.put(`/api/actions/${action._id}/run`);
    } catch (error) {
      console.error(ACTION_TAB_MESSAGES.run(action.name, action.task_id), error);
      notify.error(runErrorMessage(error, action, (e) => credits.billingMessage(e)));
      setRunClicked(false);
    } finally {
      await store.get(action._id).catch((error: unknown) => console.error(ACTION_TAB_MESSAGES.load, error));
      setSaving(false);
    }
  }

  return {
    input,
    onChange: (next) => setEdits(freeze(next, true)),
    issues,
    editable,
    saving,
    canSave: canSave(state, changed),
    canRun: canRun(state),
    price: chargedPrice(contribution.cost, input, {
      structureCount: input.pose_ids.length,
      atomCounts,
      selectors: form.validation.selectors,
      engine,
    }),
    engine,
    save,
    saveAndRun,
  };
}

/**
 * Leaving the tab (or the page) saves the form's unsaved input (spec 1 §2): the tab unmounts when
 * another becomes active, and local edits would be lost with it.
 */
function useSaveOnLeave(pending: Input | null, save: (input: Input) => Promise<unknown>, failure: string) {
  const latest = useRef({ pending, save });
  latest.current = { pending, save };
  useEffect(() => {
    const flush = () => {
      const { pending: unsaved, save: write } = latest.current;
      if (unsaved === null) return;
      latest.current.pending = null;
      write(unsaved).catch((error: unknown) => console.error(failure, error));
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [failure]);
}
