import { useMemo, useState } from 'react';
import { Checkbox, useActiveItems, VirtualTable, type BaseItem, type ViewerSettings } from '@bench/sdk';
import { SELECTOR_MESSAGES } from '@bench/structure';
import { computeLogo, logoSubset, MAX_INFORMATION, type LogoUnit } from './logo.ts';
import { LogoChart } from './LogoChart.tsx';
import { ALL_POSITIONS, type LogoRow } from './model.ts';
import './sequence-logo.css';

interface SelectorItem extends BaseItem {
  name: string;
  positions: number[];
}

interface SequenceLogoProps {
  rows: LogoRow[];
  settings: ViewerSettings;
  onSettings(patch: Partial<ViewerSettings>): void;
}

/** The logo of a collection's sequences: bits or percent, all or selected only, all positions or a selector's. */
export function SequenceLogo({ rows, settings, onSettings }: SequenceLogoProps) {
  const [unit, setUnit] = useState<LogoUnit>('bits');
  const [selectedOnly, setSelectedOnly] = useState(false);
  const selectors = useActiveItems<SelectorItem>('selectors', SELECTOR_MESSAGES.fetchError);
  const selectorKey = settings.logo_selector_key ?? ALL_POSITIONS;
  const positions = selectors.find((s) => s._id === selectorKey)?.positions;
  const shown = useMemo(() => logoSubset(rows, selectedOnly), [rows, selectedOnly]);
  const columns = useMemo(
    () =>
      computeLogo(
        shown.map((r) => r.sequence),
        unit,
        positions,
      ),
    [shown, unit, positions],
  );
  const sequenceViewer = settings.sequence_viewer_active ?? false;

  return (
    <div className="bn-logo">
      <div className="bn-logo__bar">
        <Checkbox
          label="Percentage"
          checked={unit === 'percentage'}
          onChange={(on) => setUnit(on ? 'percentage' : 'bits')}
        />
        <Checkbox label="Selected only" checked={selectedOnly} onChange={setSelectedOnly} />
        <label className="bn-logo__field">
          Positions
          <select
            aria-label="Positions"
            value={selectorKey}
            onChange={(e) => onSettings({ logo_selector_key: e.target.value })}
          >
            <option value={ALL_POSITIONS}>All positions</option>
            {selectors.map((s) => (
              <option key={s._id} value={s._id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <Checkbox
          label="Sequence viewer"
          checked={sequenceViewer}
          onChange={(on) => onSettings({ sequence_viewer_active: on })}
        />
        <span className="bn-logo__count">{shown.length} sequences</span>
      </div>
      {columns.length === 0 ? (
        <p className="bn-logo__empty">No sequences to draw a logo of.</p>
      ) : (
        <div className="bn-logo__scroll">
          <LogoChart columns={columns} unit={unit} max={unit === 'bits' ? MAX_INFORMATION : 100} />
        </div>
      )}
      {sequenceViewer && (
        <VirtualTable
          label="Logo sequences"
          rows={shown}
          rowKey={(r) => r._id}
          rowHeight={24}
          height={160}
          columns={[
            { key: 'name', header: 'Name', width: '200px', render: (r) => r.name },
            {
              key: 'sequence',
              header: 'Sequence',
              render: (r) => <span className="bn-logo__sequence">{r.sequence}</span>,
            },
          ]}
        />
      )}
    </div>
  );
}
