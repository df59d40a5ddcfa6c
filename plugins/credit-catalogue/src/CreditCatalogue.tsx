import { useEffect, useMemo, useState } from 'react';
import { Api, Credits, StatusBadge, VirtualTable, type Column, useDocumentTitle, useService } from '@bench/sdk';
import {
  NO_ENGINE,
  chargedCost,
  hasEngineColumn,
  mergeCatalogue,
  withEngines,
  type EngineRow,
  type EngineTable,
} from './model.ts';
import './catalog.css';

type EnginesState = { status: 'loading' } | { status: 'ready'; table: EngineTable } | { status: 'error' };

/** The server's engine per task (GET /api/engines), fetched once per visit. */
function useEngines(): EnginesState {
  const api = useService(Api);
  const [state, setState] = useState<EnginesState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    api.get<EngineTable>('/api/engines').then(
      (table) => live && setState({ status: 'ready', table }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [api]);
  return state;
}

function EngineCell({ row, engines }: { row: EngineRow; engines: EnginesState }) {
  if (!row.pluginId) return null;
  if (!row.engine) return <span className="bn-muted">{engines.status === 'loading' ? '…' : 'unknown'}</span>;
  if (row.engine === NO_ENGINE)
    return (
      <span className="bn-tag" title={row.engineDetail}>
        No engine
      </span>
    );
  if (row.engine === 'simulated')
    return (
      <StatusBadge
        kind="simulated"
        title={`Results are synthetic on this server (${row.engineDetail ?? 'simulated'})`}
      />
    );
  return <span title={row.engineDetail}>{row.engine}</span>;
}

/** Grid of action names, unit names and unit costs (spec 3 §2, §9), generated from the cost rules. */
export default function CreditCatalogue() {
  useDocumentTitle('Credit catalogue');
  const credits = useService(Credits);
  const engines = useEngines();
  const merged = useMemo(() => mergeCatalogue(credits.catalogue()), [credits]);
  const rows = useMemo(() => withEngines(merged, engines.status === 'ready' ? engines.table : null), [merged, engines]);

  const columns: Column<EngineRow>[] = [
    { key: 'action', header: 'Action', width: 'minmax(200px, 2fr)', render: (row) => row.action },
    // long units and banded costs end in an ellipsis, their whole text in the title
    {
      key: 'unit',
      header: 'Unit',
      width: 'minmax(160px, 2fr)',
      render: (row) => (
        <span className="bn-ellipsis" title={row.unit}>
          {row.unit}
        </span>
      ),
    },
    {
      key: 'cost',
      header: 'Credits per unit',
      width: 'minmax(140px, 3fr)',
      className: 'bn-numeric',
      render: (row) => (
        <span className="bn-ellipsis" title={chargedCost(row)}>
          {chargedCost(row)}
        </span>
      ),
    },
    ...(hasEngineColumn(rows)
      ? [
          {
            key: 'engine',
            header: 'Engine',
            width: '160px',
            render: (row: EngineRow) => <EngineCell row={row} engines={engines} />,
          },
        ]
      : []),
    {
      key: 'source',
      header: 'Available',
      width: '140px',
      render: (row) =>
        row.pluginId ? <span className="bn-tag bn-tag--ok">In Bench</span> : <span className="bn-tag">Not yet</span>,
    },
  ];

  return (
    <section className="bn-screen">
      <header className="bn-screen__header">
        <h1>Credit catalogue</h1>
        <p className="bn-muted">
          Credits charged per unit of each job. Jobs marked “Not yet” are priced but not available in this installation.
          Jobs the simulated engine answers here cost nothing.
        </p>
      </header>
      <VirtualTable
        label="Credit catalogue"
        rows={rows}
        columns={columns}
        rowKey={(row) => `${row.pluginId ?? 'spec'}:${row.action}:${row.unit}:${row.cost}`}
        rowHeight={36}
      />
    </section>
  );
}
