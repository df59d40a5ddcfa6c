import { VirtualTable, type Column } from '@bench/sdk';
import { DEFAULT_ALLELE_GROUP, ALLELE_GROUPS, hits, runCutoffs, type EpitopeUnit } from '../model.ts';
import type { Prediction } from './usePredictions.ts';

export interface EpitopeSummaryProps {
  predictions: readonly Prediction[];
  unit: EpitopeUnit;
  onOpen(prediction: Prediction): void;
}

const isLoading = (p: Prediction) => !p.outputs?.rows;

/** Peptides that bind at least one of the run's alleles (human8 before alleles were chosen) at the run's cutoff. */
function peptidesWithHits(p: Prediction, unit: EpitopeUnit): number {
  const alleles = p.inputs.mhc_allele_list ?? ALLELE_GROUPS[DEFAULT_ALLELE_GROUP];
  const cutoff = runCutoffs(p.inputs)[unit];
  return p.outputs!.rows!.filter((row) => hits(row, alleles, unit, cutoff) > 0).length;
}

/** The view's predictions (rows 33 high, offset 41): structure, status, epitopes with the run's alleles and cutoff. */
export function EpitopeSummary({ predictions, unit, onOpen }: EpitopeSummaryProps) {
  const columns: Column<Prediction>[] = [
    { key: 'name', header: 'Structure', width: 'minmax(160px, 2fr)', render: (p) => p.name },
    {
      key: 'status',
      header: 'Status',
      width: '120px',
      render: (p) =>
        p.error_message ? (
          <span className="bn-epitope__error" title={p.error_message}>
            {p.status === 'INIT' ? 'NOT STARTED' : p.status}
          </span>
        ) : p.status === 'QUEUEING' ? (
          'RUNNING'
        ) : (
          p.status
        ),
    },
    {
      key: 'peptides',
      header: 'Peptides',
      width: '100px',
      render: (p) => (isLoading(p) ? 'loading…' : p.outputs!.rows!.length),
    },
    {
      key: 'hits',
      header: `Peptides with hits (the run's alleles and cutoff, ${unit === 'nM' ? 'nM' : '%'})`,
      width: 'minmax(200px, 2fr)',
      render: (p) => (isLoading(p) ? '–' : peptidesWithHits(p, unit)),
    },
  ];
  return (
    <VirtualTable
      label="Epitope predictions"
      rows={predictions}
      columns={columns}
      rowKey={(p) => p._id}
      rowHeight={33}
      height={41 + predictions.length * 33}
      onRowClick={(p) => !isLoading(p) && onOpen(p)}
    />
  );
}
