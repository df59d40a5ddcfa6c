/** The mutations table's rows: the chosen selector's positions over the source structures, with the input's choices. */
import { buildMutationRows, type MutationRow, type MutationSource } from '../mutations/table.ts';
import { enabledLetters, type MutationsInput } from '../rules/mutationsTable.ts';

export function tableRows(
  positions: readonly number[],
  sources: readonly MutationSource[],
  value: MutationsInput | undefined,
): MutationRow[] {
  return buildMutationRows(positions, sources).map((row) => {
    const entry = value?.[String(row.position)];
    return {
      ...row,
      enabled: row.disabled ? [] : enabledLetters(entry?.mutations),
      prevent_repacking: Boolean(entry?.prevent_repacking),
    };
  });
}

export function hasEnabledMutations(rows: readonly MutationRow[]): boolean {
  return rows.some((r) => r.enabled.length > 0);
}

/** '1,024' up to a million, then '1.05e+9'. */
export function formatSequenceSpace(space: number): string {
  return space < 1e6 ? space.toLocaleString('en') : space.toExponential(2);
}
