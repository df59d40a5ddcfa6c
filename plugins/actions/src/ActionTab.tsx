import { useState } from 'react';
import { EmptyState, Spinner, useRegistry, type ActionItem, type TabProps } from '@bench/sdk';
import { ActionEditor } from './ActionEditor.tsx';
import { useActionData } from './useActionData.ts';
import './actions.css';

/** The action tab (spec 1 §2 "Action tab contents"): loads the action, then shows its form, job and outputs. */
export default function ActionTab({ tab }: TabProps) {
  const registry = useRegistry();
  // the form's unsaved input: its structures are the source poses shown and validated before a save
  const edits = useState<ActionItem['input'] | null>(null);
  const data = useActionData(String(tab.data.id), edits[0]?.pose_ids);
  if (!data.action) return data.error ? <EmptyState title={data.error} /> : <Spinner />;
  const contribution = registry.action(data.action.input.task);
  if (!contribution) {
    return (
      <EmptyState title="This action's plugin is not loaded">
        The action “{data.action.name}” runs the task “{data.action.input.task}”, which no loaded plugin provides.
      </EmptyState>
    );
  }
  return <ActionEditor data={{ ...data, action: data.action }} contribution={contribution} edits={edits} />;
}
