import { mutationsTableStatus, type TableRules } from '../mutations/status.ts';
import { sequenceSpace, type MutationRow } from '../mutations/table.ts';
import type { ActionSettings } from '../rules/context.ts';
import { TABLE_STATUS_LABELS } from '../rules/mutationsTable.ts';
import { formatSequenceSpace } from './mutationRows.ts';
import './action-kit.css';

/**
 * The table's status in words (coloured by its severity under the job's rules) and its sequence space; the
 * status's message is among the form's validation issues, shown once by the action tab.
 */
export function MutationsStatusLine({
  rows,
  rules,
  settings,
}: {
  rows: readonly MutationRow[];
  rules: TableRules | undefined;
  settings: ActionSettings;
}) {
  const space = formatSequenceSpace(sequenceSpace(rows));
  if (!rules) return <p className="bn-mutations__status">Sequence space: {space}</p>;
  const verdict = mutationsTableStatus(rows, rules, settings);
  return (
    <p className={`bn-mutations__status bn-mutations__status--${verdict.severity}`} data-status={verdict.status}>
      <strong>{TABLE_STATUS_LABELS[verdict.status]}</strong>
      <span className="bn-mutations__space">Sequence space: {space}</span>
    </p>
  );
}
