/** The mutations table's rows: the chosen selector's positions over the source structures, with the input's choices. */
import type { CheckedTask } from '../mutations/status.ts';
import { buildMutationRows, type MutationRow, type MutationSource } from '../mutations/table.ts';
import { enabledLetters, type MutationsInput } from '../rules/mutationsTable.ts';

/** The tasks whose tables are judged (spec 1 §4); others show the table without a status. */
const CHECKED_TASKS: readonly string[] = ['design', 'flex_design', 'relax_design'] satisfies CheckedTask[];

export function checkedTask(task: string): CheckedTask | null {
  return CHECKED_TASKS.includes(task) ? (task as CheckedTask) : null;
}

export function tableRows(positions: readonly number[], sources: readonly MutationSource[], value: MutationsInput | undefined): MutationRow[] {
  return buildMutationRows(positions, sources).map((row) => {
    const entry = value?.[String(row.position)];
    return { ...row, enabled: row.disabled ? [] : enabledLetters(entry?.mutations), prevent_repacking: Boolean(entry?.prevent_repacking) };
  });
}

export function hasEnabledMutations(rows: readonly MutationRow[]): boolean {
  return rows.some((r) => r.enabled.length > 0);
}

/** '1,024' up to a million, then '1.05e+9'. */
export function formatSequenceSpace(space: number): string {
  return space < 1e6 ? space.toLocaleString('en') : space.toExponential(2);
}
