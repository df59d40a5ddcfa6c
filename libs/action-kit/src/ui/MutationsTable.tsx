import { useEffect, useMemo } from 'react';
import { MUTATION_FILE_MESSAGES } from '../mutations/errors.ts';
import { NOT_AMINO_ACID_MESSAGE } from '../mutations/letters.ts';
import { mutationsInput, type MutationRow } from '../mutations/table.ts';
import { useConfirm, VirtualTable } from '@bench/sdk';
import { readContext } from '../rules/context.ts';
import type { MutationsInput } from '../rules/mutationsTable.ts';
import { chosenPositions } from '../rules/selector.ts';
import { useActionFormData } from './ActionFormContext.tsx';
import { mutationColumns } from './mutationColumns.tsx';
import { tableRows } from './mutationRows.ts';
import type { TableRules } from '../mutations/status.ts';
import { MutationsStatusLine } from './MutationsStatusLine.tsx';
import { MutationsUploadBar } from './MutationsUploadBar.tsx';
import { useMutationsUpload } from './useMutationsUpload.ts';
import './action-kit.css';

const ROW_HEIGHT = 30;
const MAX_BODY_HEIGHT = 360;

export interface MutationsTableProps {
  /** how the job judges the table (its status line); without rules only the sequence space shows */
  rules?: TableRules;
  /** `input.selector`: the chosen selector's id ('all' for '(all)') */
  selector: string | null | undefined;
  /** `input.mutations` */
  value: MutationsInput | undefined;
  onChange(value: MutationsInput): void;
  /** after Run: shown, not editable */
  readOnly: boolean;
}

/**
 * The editable mutations table (spec 1 §3–§4): one row per position of the chosen selector over the
 * source structures (from the surrounding action form), PSSM and CSV upload, status and sequence space.
 */
export function MutationsTable({ rules, selector, value, onChange, readOnly }: MutationsTableProps) {
  const form = useActionFormData();
  const positions = useMemo(() => chosenPositions(selector, readContext(form.validation)), [selector, form.validation]);
  const rows = useMemo(
    () => tableRows(positions ?? [], form.mutationSources, value),
    [positions, form.mutationSources, value],
  );
  const shown = useMemo(() => rows.filter((r) => !r.hidden), [rows]);
  const [confirmDialog, confirm] = useConfirm();

  const setRows = (next: readonly MutationRow[]) => onChange(mutationsInput(next));
  const changeRow = (row: MutationRow) => setRows(rows.map((r) => (r.position === row.position ? row : r)));
  const upload = useMutationsUpload(rows, setRows, confirm);
  const columns = mutationColumns(readOnly, changeRow);
  const stale =
    !readOnly &&
    positions !== null &&
    positions.length > 0 &&
    Object.keys(value ?? {}).some((key) => !positions.includes(Number(key)));
  // choosing a selector rebuilds the table (spec 1 §4): positions of another selector are dropped
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the table turns stale; setRows is new each render and rows follow the value this rewrites
  useEffect(() => {
    if (stale) setRows(rows);
  }, [stale]);

  if (!positions) return null;
  return (
    <section className="bn-mutations" aria-label="Mutations">
      {readOnly ? <p className="bn-hint">{MUTATION_FILE_MESSAGES.locked}</p> : <MutationsUploadBar upload={upload} />}
      <MutationsStatusLine rows={rows} rules={rules} settings={form.settings} />
      {shown.some((r) => r.disabled) && <p className="bn-hint">{NOT_AMINO_ACID_MESSAGE}</p>}
      <VirtualTable
        label="Mutations table"
        rows={shown}
        columns={columns}
        rowKey={(r) => String(r.position)}
        rowHeight={ROW_HEIGHT}
        height={Math.min(MAX_BODY_HEIGHT, Math.max(1, shown.length) * ROW_HEIGHT)}
      />
      {confirmDialog}
    </section>
  );
}
