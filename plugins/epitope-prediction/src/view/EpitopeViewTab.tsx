import { useState } from 'react';
import { MethodRecord } from '@bench/action-kit/ui';
import { EmptyState, Notify, Spinner, Stores, useItem, useService, type BaseItem, type TabProps } from '@bench/sdk';
import { viewIdOf, type EpitopeUnit } from '../model.ts';
import { EpitopeDetail } from './EpitopeDetail.tsx';
import { EpitopeSummary } from './EpitopeSummary.tsx';
import { usePredictions } from './usePredictions.ts';
import './epitope-view.css';

interface EpitopeView extends BaseItem {
  name: string;
  epitope_prediction_ids: string[];
  unit: EpitopeUnit;
}

/** The epitope prediction view (spec 2 §2.7): the summary of its predictions, or one prediction's grid or graph. */
export default function EpitopeViewTab({ tab }: TabProps) {
  const id = viewIdOf(tab);
  const view = useItem<EpitopeView>('epitope_prediction_views', id);
  const predictions = usePredictions(view?.epitope_prediction_ids ?? []);
  const store = useService(Stores).of<EpitopeView>('epitope_prediction_views');
  const notify = useService(Notify);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  if (view === undefined || predictions === null) return <Spinner label="Loading the epitope predictions" />;
  if (view === null) return <EmptyState title="This epitope prediction view no longer exists." />;
  const unit = view.unit ?? 'rank';
  const selected = predictions.find((p) => p._id === selectedId && p.outputs?.rows);
  const setUnit = (next: EpitopeUnit) =>
    store.update(view._id, { unit: next } as Partial<EpitopeView>).catch((error: unknown) => {
      console.error('Could not save the unit', error);
      notify.error('Something went wrong while saving the unit.');
    });
  const running = predictions.filter((p) => p.status === 'QUEUEING' || p.status === 'RUNNING');

  return (
    <section className="bn-epitope" aria-label={view.name}>
      <header className="bn-epitope__header">
        <h2>{view.name}</h2>
        {running.length > 0 && (
          <span role="status">
            {running.length} running{running[0]!.progress ? ` — ${Math.round(running[0]!.progress.percent)}%` : ''}
          </span>
        )}
      </header>
      {selected ? (
        <>
          <EpitopeDetail
            key={selected._id}
            prediction={selected}
            unit={unit}
            onUnit={(next) => void setUnit(next)}
            onClose={() => setSelectedId(null)}
          />
          <MethodRecord engine={selected.engine} method={selected.method} notes={selected.notes} />
        </>
      ) : (
        <EpitopeSummary
          predictions={predictions}
          unit={unit}
          onOpen={(p) => setSelectedId(p._id === selectedId ? null : p._id)}
        />
      )}
    </section>
  );
}
