import { VirtualTable, type Column } from '@bench/sdk';
import { DEFAULT_ALLELE_GROUP, ALLELE_GROUPS, DEFAULT_CUTOFFS, hits, type EpitopeUnit } from '../model.ts';
import type { Prediction } from './usePredictions.ts';

export interface EpitopeSummaryProps {
  predictions: readonly Prediction[];
  unit: EpitopeUnit;
  onOpen(prediction: Prediction): void;
}

const isLoading = (p: Prediction) => !p.outputs?.rows;

/** The view's predictions (rows 33 high, offset 41): structure, status, epitopes with the default cutoff and group. */
export function EpitopeSummary({ predictions, unit, onOpen }: EpitopeSummaryProps) {
  const alleles = ALLELE_GROUPS[DEFAULT_ALLELE_GROUP];
  const columns: Column<Prediction>[] = [
    { key: 'name', header: 'Structure', width: 'minmax(160px, 2fr)', render: (p) => p.name },
    {
      key: 'status', header: 'Status', width: '120px',
      render: (p) => (p.error_message ? <span className="bn-epitope__error" title={p.error_message}>{p.status === 'INIT' ? 'NOT STARTED' : p.status}</span> : p.status === 'QUEUEING' ? 'RUNNING' : p.status),
    },
    { key: 'peptides', header: 'Peptides', width: '100px', render: (p) => (isLoading(p) ? 'loading…' : p.outputs!.rows!.length) },
    {
      key: 'hits', header: `Peptides with hits (human8, ${DEFAULT_CUTOFFS[unit]} ${unit === 'nM' ? 'nM' : '%'})`, width: 'minmax(200px, 2fr)',
      render: (p) => (isLoading(p) ? '–' : p.outputs!.rows!.filter((row) => hits(row, alleles, unit, DEFAULT_CUTOFFS[unit]) > 0).length),
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
