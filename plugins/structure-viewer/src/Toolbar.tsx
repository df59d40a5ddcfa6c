import { Button } from '@bench/sdk';
import {
  COLOUR_SCHEMES,
  REPRESENTATIONS,
  SELECTION_MODES,
  type ColourScheme,
  type Representation,
  type SelectionMode,
  type ViewerStyles,
} from './model.ts';
import './structure-viewer.css';

export interface ToolbarActions {
  selectAll(): void;
  /** draws only the selected atoms, or everything again */
  filterSelection(): void;
  invert(): void;
  clear(): void;
  differences(): void;
  superpose(backboneOnly: boolean): void;
  resetSuperposition(): void;
  zoom(): void;
  resetCamera(): void;
  fullscreen(): void;
}

interface ToolbarProps {
  mode: SelectionMode;
  onMode(mode: SelectionMode): void;
  styles: ViewerStyles;
  onStyles(patch: Partial<ViewerStyles>): void;
  sequenceActive: boolean;
  onSequenceActive(active: boolean): void;
  superposed: boolean;
  /** only the filtered selection is drawn */
  filtered: boolean;
  actions: ToolbarActions;
}

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange(v: T): void;
}) {
  return (
    <label className="bn-sv-toolbar__field">
      {label}
      <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </select>
    </label>
  );
}

export function Toolbar({
  mode,
  onMode,
  styles,
  onStyles,
  sequenceActive,
  onSequenceActive,
  superposed,
  filtered,
  actions,
}: ToolbarProps) {
  return (
    <div className="bn-sv-toolbar" role="toolbar" aria-label="Structure viewer">
      <Choice label="Select by" value={mode} options={SELECTION_MODES} onChange={onMode} />
      <Choice<Representation>
        label="Representation"
        value={styles.representation}
        options={REPRESENTATIONS}
        onChange={(representation) => onStyles({ representation })}
      />
      <Choice<ColourScheme>
        label="Colour scheme"
        value={styles.colourScheme}
        options={COLOUR_SCHEMES}
        onChange={(colourScheme) => onStyles({ colourScheme })}
      />
      <span className="bn-sv-toolbar__group">
        <Button small onClick={actions.selectAll}>
          Select all
        </Button>
        <Button small onClick={actions.invert}>
          Invert selection
        </Button>
        <Button small onClick={actions.clear}>
          Clear selection
        </Button>
        <Button small onClick={actions.differences}>
          Select sequence differences
        </Button>
        <Button small aria-pressed={filtered} onClick={actions.filterSelection}>
          Filter selection
        </Button>
      </span>
      <span className="bn-sv-toolbar__group">
        <Button small onClick={() => actions.superpose(false)}>
          Superpose atoms
        </Button>
        <Button small onClick={() => actions.superpose(true)}>
          Superpose backbone
        </Button>
        <Button small onClick={actions.resetSuperposition} disabled={!superposed}>
          Reset superposition
        </Button>
      </span>
      <span className="bn-sv-toolbar__group">
        <Button small onClick={actions.zoom}>
          Zoom
        </Button>
        <Button small onClick={actions.resetCamera} title="Frame every structure, unrotated, at zoom 100">
          Reset camera
        </Button>
        <Button small onClick={actions.fullscreen}>
          Fullscreen
        </Button>
        <label className="bn-sv-toolbar__field">
          <input
            type="checkbox"
            checked={styles.showHydrogens}
            onChange={(e) => onStyles({ showHydrogens: e.target.checked })}
          />{' '}
          Hydrogens
        </label>
        <label className="bn-sv-toolbar__field">
          <input type="checkbox" checked={sequenceActive} onChange={(e) => onSequenceActive(e.target.checked)} />{' '}
          Sequence viewer
        </label>
      </span>
    </div>
  );
}
