import { useId, type Dispatch } from 'react';
import { Button } from '@bench/sdk';
import {
  QUICK_SELECTIONS,
  changesLabel,
  counts,
  residuesLabel,
  selectedLabel,
  type EditorAction,
  type EditorState,
  type SelectionMode,
} from './model.ts';

const MODES: { mode: SelectionMode; label: string }[] = [
  { mode: 'residue', label: 'Select by residue' },
  { mode: 'chain', label: 'Select by chain' },
];

/** Selection mode, quick selections and the counts line. */
export function SelectionBar({ state, dispatch }: { state: EditorState; dispatch: Dispatch<EditorAction> }) {
  const { changes, residues, selected } = counts(state);
  const group = useId();
  return (
    <div className="bn-loader-selection">
      <div className="bn-loader-modes" role="radiogroup" aria-label="Selection mode">
        {MODES.map(({ mode, label }) => (
          <label key={mode} className="bn-loader-mode">
            <input
              type="radio"
              name={group}
              checked={state.selectionMode === mode}
              onChange={() => dispatch({ type: 'mode', mode })}
            />
            {label}
          </label>
        ))}
      </div>
      <div className="bn-loader-quick">
        {QUICK_SELECTIONS.map(({ which, label }) => (
          <Button key={which} small onClick={() => dispatch({ type: 'quick', which })}>
            {label}
          </Button>
        ))}
      </div>
      <p className="bn-loader-counts" aria-live="polite">
        <span>{changesLabel(changes)}</span>
        <span>{residuesLabel(residues)}</span>
        <span>{selectedLabel(selected)}</span>
      </p>
    </div>
  );
}
