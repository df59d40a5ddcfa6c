import { useState } from 'react';
import { Button, downloadBlob } from '@bench/sdk';
import {
  ALLELE_GROUPS,
  cutoffError,
  DEFAULT_ALLELE_GROUP,
  epitopeCsv,
  runCutoffs,
  unitLabel,
  type AlleleGroup,
  type EpitopeUnit,
} from '../model.ts';
import { EpitopeGraph } from './EpitopeGraph.tsx';
import { EpitopeGrid } from './EpitopeGrid.tsx';
import { EpitopeSequence } from './EpitopeSequence.tsx';
import type { Prediction } from './usePredictions.ts';

/** the allele set the prediction was run with */
const CHOSEN = 'chosen';

export interface EpitopeDetailProps {
  prediction: Prediction;
  unit: EpitopeUnit;
  onUnit(unit: EpitopeUnit): void;
  onClose(): void;
}

/** One prediction: unit, cutoff (from the run's), allele group (the run's alleles first), graph or grid (CSV with the grid), the sequence with its epitopes. */
export function EpitopeDetail({ prediction, unit, onUnit, onClose }: EpitopeDetailProps) {
  const chosen = prediction.inputs.mhc_allele_list ?? [];
  const [group, setGroup] = useState<AlleleGroup | typeof CHOSEN>(chosen.length > 0 ? CHOSEN : DEFAULT_ALLELE_GROUP);
  const initial = runCutoffs(prediction.inputs);
  const [typed, setTyped] = useState<Record<EpitopeUnit, string>>({
    nM: String(initial.nM),
    rank: String(initial.rank),
  });
  const [cutoffs, setCutoffs] = useState<Record<EpitopeUnit, number>>(initial);
  const [mode, setMode] = useState<'grid' | 'graph'>('grid');
  const [selected, setSelected] = useState<number | null>(null);
  const rows = prediction.outputs?.rows ?? [];
  const scored = prediction.outputs?.metrics?.epitope_prediction_table?.alleles ?? [];
  const shown = group === CHOSEN ? chosen : ALLELE_GROUPS[group];
  const alleles = shown.filter((a) => scored.includes(a));
  const notScored = shown.filter((a) => !scored.includes(a));
  const error = cutoffError(unit, Number(typed[unit]));
  const cutoff = cutoffs[unit];

  const type = (text: string) => {
    setTyped({ ...typed, [unit]: text });
    if (cutoffError(unit, Number(text)) === null && text.trim() !== '')
      setCutoffs({ ...cutoffs, [unit]: Number(text) });
  };
  const download = () =>
    downloadBlob(new Blob([epitopeCsv(rows, alleles, unit, cutoff)], { type: 'text/csv' }), `${prediction.name}.csv`);

  return (
    <section className="bn-epitope__detail" aria-label={`Prediction ${prediction.name}`}>
      <div className="bn-epitope__toolbar">
        <Button small variant="ghost" onClick={onClose}>
          ← All predictions
        </Button>
        <h3 className="bn-epitope__name">{prediction.name}</h3>
        <label className="bn-epitope__field">
          Unit
          <select value={unit} onChange={(e) => onUnit(e.currentTarget.value as EpitopeUnit)}>
            <option value="rank">Rank (%)</option>
            <option value="nM">IC50 (nM)</option>
          </select>
        </label>
        <label className="bn-epitope__field">
          Cutoff ({unitLabel(unit)})
          <input
            type="number"
            min={unit === 'nM' ? 1 : 0}
            max={unit === 'rank' ? 100 : undefined}
            step={1}
            value={typed[unit]}
            aria-invalid={error !== null}
            onChange={(e) => type(e.currentTarget.value)}
          />
        </label>
        {error && (
          <span className="bn-epitope__invalid" role="alert">
            {error}
          </span>
        )}
        <label className="bn-epitope__field">
          Alleles
          <select value={group} onChange={(e) => setGroup(e.currentTarget.value as AlleleGroup | typeof CHOSEN)}>
            {chosen.length > 0 && <option value={CHOSEN}>chosen at run ({chosen.length})</option>}
            {(Object.keys(ALLELE_GROUPS) as AlleleGroup[]).map((g) => (
              <option key={g} value={g}>
                {g} ({ALLELE_GROUPS[g].length})
              </option>
            ))}
          </select>
        </label>
        {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form fieldset */}
        <div className="bn-epitope__modes" role="group" aria-label="Display">
          <Button
            small
            variant={mode === 'graph' ? 'primary' : 'secondary'}
            aria-pressed={mode === 'graph'}
            onClick={() => setMode('graph')}
          >
            Graph
          </Button>
          <Button
            small
            variant={mode === 'grid' ? 'primary' : 'secondary'}
            aria-pressed={mode === 'grid'}
            onClick={() => setMode('grid')}
          >
            Grid
          </Button>
        </div>
        {mode === 'grid' && (
          <Button small onClick={download}>
            Download CSV
          </Button>
        )}
      </div>
      {notScored.length > 0 && <p className="bn-hint">Not scored (no model for this length): {notScored.join(', ')}</p>}
      <EpitopeSequence
        rows={rows}
        alleles={alleles}
        unit={unit}
        cutoff={cutoff}
        selected={selected}
        onSelect={setSelected}
      />
      {mode === 'grid' ? (
        <EpitopeGrid
          rows={rows}
          alleles={alleles}
          unit={unit}
          cutoff={cutoff}
          selected={selected}
          onSelect={setSelected}
        />
      ) : (
        <EpitopeGraph
          rows={rows}
          alleles={alleles}
          unit={unit}
          cutoff={cutoff}
          onPick={(position) => {
            setSelected(position);
            setMode('grid');
          }}
        />
      )}
    </section>
  );
}
