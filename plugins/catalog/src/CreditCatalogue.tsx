import { useMemo } from 'react';
import { Credits, VirtualTable, useDocumentTitle, useService, type CatalogueRow, type Column } from '@bench/sdk';
import { hasEngineColumn, mergeCatalogue } from './model.ts';

/** Grid of action names, unit names and unit costs (spec 3 §2, §9), generated from the cost rules. */
export default function CreditCatalogue() {
  useDocumentTitle('Credit catalogue');
  const credits = useService(Credits);
  const rows = useMemo(() => mergeCatalogue(credits.catalogue()), [credits]);

  const columns: Column<CatalogueRow>[] = [
    { key: 'action', header: 'Action', width: 'minmax(200px, 2fr)', render: (row) => row.action },
    { key: 'unit', header: 'Unit', width: 'minmax(160px, 2fr)', render: (row) => row.unit },
    { key: 'cost', header: 'Credits per unit', width: 'minmax(140px, 3fr)', className: 'bn-numeric', render: (row) => <span title={row.cost}>{row.cost}</span> },
    ...(hasEngineColumn(rows) ? [{ key: 'engine', header: 'Engine', width: '120px', render: (row: CatalogueRow) => row.engine ?? '' }] : []),
    {
      key: 'source',
      header: 'Available',
      width: '140px',
      render: (row) => (row.pluginId ? <span className="bn-tag bn-tag--ok">In Bench</span> : <span className="bn-tag">Not yet</span>),
    },
  ];

  return (
    <section className="bn-screen">
      <header className="bn-screen__header">
        <h1>Credit catalogue</h1>
        <p className="bn-muted">Credits charged per unit of each job. Jobs marked “Not yet” are priced but not available in this installation.</p>
      </header>
      <VirtualTable label="Credit catalogue" rows={rows} columns={columns} rowKey={(row) => `${row.pluginId ?? 'spec'}:${row.action}:${row.unit}:${row.cost}`} rowHeight={36} />
    </section>
  );
}
