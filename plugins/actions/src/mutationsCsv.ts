/** The mutations CSV an action's tab downloads (spec 1 §9); @bench/action-kit's `parseMutationsCsv` reads it back. */
import { mutationValue, type MutationRow } from '@bench/action-kit';

/** The mutations CSV download (list form, so it uploads back unchanged). */
export function mutationsCsv(rows: readonly MutationRow[]): string {
  const body = rows.filter((r) => !r.disabled && !r.hidden).map((r) => `${r.position},${mutationValue(r)}`);
  return `${['Position,Mutations', ...body].join('\n')}\n`;
}

/** '{action name}_{task id}_mutations.csv' (spec 1 §9). */
export function mutationsCsvFileName(actionName: string, taskId: string | number): string {
  return `${actionName}_${taskId}_mutations.csv`;
}
