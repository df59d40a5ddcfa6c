import { mutationsTableStatus, type CheckedTask } from '../mutations/status.ts';
import { sequenceSpace, type MutationRow } from '../mutations/table.ts';
import type { ActionSettings } from '../rules/context.ts';
import { TABLE_STATUS_LABELS } from '../rules/mutationsTable.ts';
import { formatSequenceSpace } from './mutationRows.ts';
import './action-kit.css';

/**
 * The table's status in words (coloured by its severity for the task) and its sequence space; the
 * status's message is among the form's validation issues, shown once by the action tab.
 */
export function MutationsStatusLine({ rows, task, settings }: { rows: readonly MutationRow[]; task: CheckedTask | null; settings: ActionSettings }) {
  const space = formatSequenceSpace(sequenceSpace(rows));
  if (!task) return <p className="bn-mutations__status">Sequence space: {space}</p>;
  const verdict = mutationsTableStatus(rows, task, settings);
  return (
    <p className={`bn-mutations__status bn-mutations__status--${verdict.severity}`} data-status={verdict.status}>
      <strong>{TABLE_STATUS_LABELS[verdict.status]}</strong>
      <span className="bn-mutations__space">Sequence space: {space}</span>
    </p>
  );
}
