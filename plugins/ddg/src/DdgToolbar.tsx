import { useId, useState } from 'react';
import { chargedPrice, creditsLabel, MUTATION_FILE_MESSAGES, MutationFileError } from '@bench/action-kit';
import {
  Api,
  ApiError,
  Button,
  Notify,
  Settings,
  Stores,
  downloadBlob,
  useConfirm,
  useService,
  type BaseItem,
} from '@bench/sdk';
import { ALL_SELECTOR, type Selector } from '@bench/structure';
import { ddgCsv, ddgCsvFileName, ddgScoresCsv, ddgScoresCsvFileName, hasPending, uploadedGrid } from './csv.ts';
import {
  canSaveAndRun,
  DDG_MESSAGES,
  ddgCost,
  enabledMutations,
  unitLabel,
  type DdgGrid,
  type DdgUnit,
} from './model.ts';
import type { DdgResult } from './useDdgData.ts';

export interface DdgToolbarProps {
  result: DdgResult;
  draft: { selector: string; grid: DdgGrid; dirty: boolean };
  readOnly: boolean;
  unit: DdgUnit;
  onUnit(unit: DdgUnit): void;
  selectors: readonly Selector[];
  onSelector(id: string): void;
  onGrid(grid: DdgGrid): void;
  onSaved(): void;
  /** the grid's positions and the structure's residues (CSV) */
  positions: readonly number[];
  originals: readonly string[];
}

/** Selector, unit, Save, Save and run (with its price), Cancel, CSV download and upload. */
export function DdgToolbar({
  result,
  draft,
  readOnly,
  unit,
  onUnit,
  selectors,
  onSelector,
  onGrid,
  onSaved,
  positions,
  originals,
}: DdgToolbarProps) {
  const api = useService(Api);
  const notify = useService(Notify);
  const store = useService(Stores).of<DdgResult & BaseItem>('ddg_results');
  const [clicked, setClicked] = useState(false);
  const [confirmDialog, confirm] = useConfirm();
  const fileId = useId();
  const mutations = enabledMutations(draft.grid).length;
  const engine = useService(Settings).values.engines.ddg ?? null;
  const input = {
    task: 'ddg',
    pose_ids: [result.pose_id],
    collection_id: null,
    selector: draft.selector,
    results: draft.grid,
  };
  const price = chargedPrice(ddgCost, input, { structureCount: 1, atomCounts: [], selectors: {}, engine });

  async function save(): Promise<boolean> {
    try {
      await store.update(result._id, { selector: draft.selector, results: draft.grid } as Partial<DdgResult>);
      onSaved();
      return true;
    } catch (error) {
      console.error(DDG_MESSAGES.save, error);
      notify.error(error instanceof ApiError && error.status === 409 ? error.message : DDG_MESSAGES.save);
      return false;
    }
  }

  async function saveAndRun() {
    setClicked(true);
    try {
      if (!(await save())) return;
      await api.post(`/api/ddg_results/${result._id}/run`);
    } catch (error) {
      console.error('DDG run failed', error);
      notify.error(error instanceof ApiError ? error.message : 'There was an error running the DDG result.');
    } finally {
      setClicked(false);
    }
  }

  async function cancel() {
    try {
      await api.put(`/api/ddg_results/${result._id}/cancel`);
      await store.reread([result._id]);
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'There was an error cancelling the DDG run.');
    }
  }

  async function upload(file: File) {
    if (hasPending(draft.grid) && !(await confirm(MUTATION_FILE_MESSAGES.overwrite))) return;
    try {
      onGrid(uploadedGrid(await file.text(), draft.grid, positions, originals));
      notify.success(MUTATION_FILE_MESSAGES.csvEnabled);
    } catch (error) {
      notify.error(error instanceof MutationFileError ? error.message : MUTATION_FILE_MESSAGES.badFile);
    }
  }

  const download = () =>
    downloadBlob(
      new Blob([ddgCsv(draft.grid, positions, originals, result.unit, unit)], { type: 'text/csv' }),
      ddgCsvFileName(result.pose_name, result.task_id),
    );
  const downloadScores = () =>
    downloadBlob(
      new Blob([ddgScoresCsv(result.results ?? {}, result.spreads ?? {}, originals, result.unit)], {
        type: 'text/csv',
      }),
      ddgScoresCsvFileName(result.pose_name, result.task_id),
    );
  const scored = Object.values(result.results ?? {}).some((row) =>
    Object.values(row).some((cell) => typeof cell === 'number'),
  );

  return (
    <div className="bn-ddg__toolbar">
      <label className="bn-ddg__field">
        Selector
        <select value={draft.selector} disabled={readOnly} onChange={(e) => onSelector(e.currentTarget.value)}>
          <option value={ALL_SELECTOR._id}>{ALL_SELECTOR.name}</option>
          {selectors.map((s) => (
            <option key={s._id} value={s._id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label className="bn-ddg__field">
        Unit
        <select value={unit} onChange={(e) => onUnit(e.currentTarget.value as DdgUnit)}>
          <option value="kcal">{unitLabel('kcal')}</option>
          <option value="reu">{unitLabel('reu')}</option>
        </select>
      </label>
      <Button small disabled={readOnly || !draft.dirty} onClick={() => void save()}>
        Save
      </Button>
      <Button
        small
        variant="primary"
        disabled={!canSaveAndRun(draft.grid, clicked, readOnly)}
        onClick={() => void saveAndRun()}
      >
        Save and run
        {mutations > 0 ? ` (${mutations} mutation${mutations === 1 ? '' : 's'}, ${creditsLabel(price, engine)})` : ''}
      </Button>
      {result.state === 1 && (
        <Button small onClick={() => void cancel()}>
          Cancel
        </Button>
      )}
      <span className="bn-toolbar__spacer" />
      <Button small onClick={download}>
        Download CSV
      </Button>
      <Button
        small
        disabled={!scored}
        onClick={downloadScores}
        title="Every score with its spread over the repeats, one mutation a line (kcal/mol)"
      >
        Download scores CSV
      </Button>
      {!readOnly && (
        <label className="bn-button bn-button--secondary bn-button--small" htmlFor={fileId}>
          Upload CSV
        </label>
      )}
      <input
        id={fileId}
        className="bn-visually-hidden"
        type="file"
        accept=".csv,text/csv"
        aria-label="Mutations CSV"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void upload(file);
        }}
      />
      {confirmDialog}
    </div>
  );
}
