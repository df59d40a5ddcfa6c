import { VirtualTable, type Column } from '@bench/sdk';
import { average, formatValue, hits, entryValue, type EpitopeRow, type EpitopeUnit } from '../model.ts';

export interface EpitopeGridProps {
  rows: readonly EpitopeRow[];
  alleles: readonly string[];
  unit: EpitopeUnit;
  cutoff: number;
  selected: number | null;
  onSelect(position: number): void;
}

/** One row per peptide: position 108, sequence 120, hits 84, average 108, one 208-wide column per allele (spec 2 §2.7). */
export function EpitopeGrid({ rows, alleles, unit, cutoff, selected, onSelect }: EpitopeGridProps) {
  const columns: Column<EpitopeRow>[] = [
    { key: 'position', header: 'Position', width: '108px', render: (row) => row.epitope_begin_seqpos },
    {
      key: 'sequence',
      header: 'Sequence',
      width: '120px',
      className: 'bn-epitope__peptide',
      render: (row) => row.epitope_seq,
    },
    { key: 'hits', header: 'Hits', width: '84px', render: (row) => hits(row, alleles, unit, cutoff) },
    {
      key: 'average',
      header: 'Average',
      width: '108px',
      render: (row) => {
        const mean = average(row, alleles, unit);
        return mean === null ? '–' : formatValue(unit, mean);
      },
    },
    ...alleles.map(
      (allele): Column<EpitopeRow> => ({
        key: allele,
        header: allele,
        width: '208px',
        render: (row) => {
          const entry = row.epitope_data.find((e) => e.allele_name === allele);
          if (!entry)
            return (
              <span className="bn-muted" title="not scored">
                –
              </span>
            );
          const value = entryValue(entry, unit);
          const hit = entry.known_epitope || value <= cutoff;
          return <span className={hit ? 'bn-epitope__hit' : undefined}>{formatValue(unit, value)}</span>;
        },
      }),
    ),
  ];
  return (
    <div className="bn-epitope__grid">
      <VirtualTable
        label="Epitope grid"
        rows={rows}
        columns={columns}
        rowKey={(row) => String(row.epitope_begin_seqpos)}
        rowHeight={33}
        height={Math.min(480, Math.max(1, rows.length) * 33)}
        isSelected={(row) => row.epitope_begin_seqpos === selected}
        onRowClick={(row) => onSelect(row.epitope_begin_seqpos)}
      />
    </div>
  );
}
