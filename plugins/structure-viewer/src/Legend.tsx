import { useState } from 'react';
import { PRESET_COLOURS } from './model.ts';
import './structure-viewer.css';

export interface LegendEntry {
  id: string;
  name: string;
  carbon: string;
  visible: boolean;
  /** the missing-PDB message, when the structure could not be drawn */
  problem?: string;
}

interface LegendProps {
  entries: LegendEntry[];
  wheel: readonly string[];
  onVisible(id: string, visible: boolean): void;
  onCarbon(id: string, colour: string): void;
  onWheel(colour: string): void;
}

function Presets({
  label,
  isOn,
  onPick,
}: {
  label: string;
  isOn(colour: string): boolean;
  onPick(colour: string): void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of colour swatch buttons, not a form fieldset
    <div className="bn-sv-presets" role="group" aria-label={label}>
      {PRESET_COLOURS.map((colour) => (
        <button
          key={colour}
          type="button"
          className="bn-sv-swatch"
          style={{ background: colour }}
          aria-label={colour}
          aria-pressed={isOn(colour)}
          onClick={() => onPick(colour)}
        />
      ))}
    </div>
  );
}

/** The displayed structures with show/hide and carbon colour, and the colour wheel of presets. */
export function Legend({ entries, wheel, onVisible, onCarbon, onWheel }: LegendProps) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="bn-sv-legend">
      {entries.map((e) => (
        <div key={e.id} className="bn-sv-legend__row">
          <div className="bn-sv-legend__line">
            <input
              type="checkbox"
              aria-label={`Show ${e.name}`}
              checked={e.visible}
              disabled={Boolean(e.problem)}
              onChange={(ev) => onVisible(e.id, ev.target.checked)}
            />
            <button
              type="button"
              className="bn-sv-swatch"
              style={{ background: e.carbon }}
              aria-label={`Carbon colour of ${e.name}`}
              onClick={() => setOpen(open === e.id ? null : e.id)}
            />
            <span className="bn-sv-legend__name">{e.name}</span>
          </div>
          {e.problem && (
            <p className="bn-sv-legend__problem" role="alert">
              {e.problem}
            </p>
          )}
          {open === e.id && (
            <Presets label={`Colours for ${e.name}`} isOn={(c) => c === e.carbon} onPick={(c) => onCarbon(e.id, c)} />
          )}
        </div>
      ))}
      <details className="bn-sv-legend__wheel">
        <summary>Colour wheel ({wheel.length})</summary>
        <Presets label="Colour wheel" isOn={(c) => wheel.includes(c)} onPick={onWheel} />
      </details>
    </div>
  );
}
