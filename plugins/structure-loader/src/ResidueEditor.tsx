import { useMemo, useState, type Dispatch } from 'react';
import { Button, TextInput, boundedLines, stripInvalidNameChars } from '@bench/sdk';
import { validateLoader } from '@bench/structure';
import type { ReadyEntry } from './entries.ts';
import { AnalysisViewer } from './AnalysisViewer.tsx';
import { DiffView } from './DiffView.tsx';
import { LigandPreview } from './LigandPreview.tsx';
import { OperationsPanel } from './OperationsPanel.tsx';
import { RemovalSummary } from './RemovalSummary.tsx';
import { ResidueFilters } from './ResidueFilters.tsx';
import { ResidueList } from './ResidueList.tsx';
import { ResidueTooltip } from './ResidueTooltip.tsx';
import { SelectionBar } from './SelectionBar.tsx';
import { chainsOf, typesOf, visibleIndices, type EditorAction } from './model.ts';
import { keepLigands } from './removal.ts';

/** Submit as the loader offers it: every ready structure at once. */
export interface SubmitControl {
  label: string;
  busy: boolean;
  /** other structures' problems that hold Submit back */
  blockers: string[];
  onSubmit(): void;
}

interface ResidueEditorProps {
  sessionId: string;
  entry: ReadyEntry;
  dispatch: Dispatch<EditorAction>;
  submit: SubmitControl;
  onClose(): void;
}

/** The analysis viewer and residue editor of one structure, with its checks and Submit. */
export function ResidueEditor({ sessionId, entry, dispatch, submit, onClose }: ResidueEditorProps) {
  const state = entry.editor;
  const analysis = entry.result!.analysis;
  /** a change row asked the 3D view to zoom to its residue; the count repeats a request for the same one */
  const [zoom, setZoom] = useState<{ index: number; request: number } | null>(null);

  const visible = useMemo(
    () => visibleIndices({ residues: state.residues, filter: state.filter }),
    [state.residues, state.filter],
  );
  const chains = useMemo(() => chainsOf(state.residues), [state.residues]);
  const types = useMemo(() => typesOf(state.residues), [state.residues]);
  const validation = useMemo(() => validateLoader(state.residues), [state.residues]);
  const warnings = [...new Set([...analysis.warnings, ...validation.warnings])];
  const errors = [...validation.errors, ...submit.blockers];
  const focus = state.hover ?? (state.selected.length === 1 ? state.selected[0] : undefined);
  const focusChange = (index: number) => {
    dispatch({ type: 'focus', index });
    setZoom((last) => ({ index, request: (last?.request ?? 0) + 1 }));
  };

  return (
    <section className="bn-loader-editor" aria-label={`Residues of ${analysis.name}`}>
      <SelectionBar state={state} dispatch={dispatch} />
      <div className="bn-loader-editor__body">
        <ResidueFilters
          chains={chains}
          types={types}
          filter={state.filter}
          onChange={(filter) => dispatch({ type: 'filter', filter })}
        />
        <div className="bn-loader-center">
          <ResidueList
            residues={state.residues}
            visible={visible}
            selected={state.selected}
            hover={state.hover}
            onClick={(index, shift) => dispatch({ type: 'click', index, shift })}
            onHover={(index) => dispatch({ type: 'hover', index })}
          />
          <AnalysisViewer
            structure={entry.pdbFileData}
            residues={state.residues}
            visible={visible}
            selected={state.selected}
            hover={state.hover}
            zoom={zoom}
            onClick={(index, shift) => dispatch({ type: 'click', index, shift })}
            onHover={(index) => dispatch({ type: 'hover', index })}
            onPick={(index) => dispatch({ type: 'pick', index })}
            onOperate={(operation) => dispatch({ type: 'operate', operation })}
            onConvert={(target) => dispatch({ type: 'convert', target })}
          />
        </div>
        <aside className="bn-loader-side">
          <OperationsPanel
            residues={state.residues}
            selected={state.selected}
            onOperate={(operation) => dispatch({ type: 'operate', operation })}
            onConvert={(target) => dispatch({ type: 'convert', target })}
          />
          <ResidueTooltip residue={focus === undefined ? undefined : state.residues[focus]} />
          <LigandPreview
            sessionId={sessionId}
            pdbFileData={entry.pdbFileData}
            residues={state.residues}
            index={focus}
          />
          <DiffView residues={state.residues} onFocus={focusChange} />
        </aside>
      </div>
      <footer className="bn-loader-footer">
        <RemovalSummary
          residues={state.residues}
          onKeepLigands={(keep) => dispatch({ type: 'residues', residues: keepLigands(state.residues, keep) })}
        />
        {warnings.length > 0 && (
          <ul className="bn-inline-warning bn-loader-messages" aria-label="Warnings">
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        )}
        {errors.length > 0 && (
          <ul className="bn-loader-messages bn-loader-errors" role="alert" aria-label="Errors">
            {boundedLines(errors).map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
        <div className="bn-toolbar">
          <TextInput
            label="Collection name"
            value={state.name}
            onChange={(value) => dispatch({ type: 'rename', name: stripInvalidNameChars(value) })}
          />
          <span className="bn-toolbar__spacer" />
          <Button onClick={onClose}>Close</Button>
          <Button
            variant="primary"
            disabled={submit.busy || errors.length > 0 || state.name.trim() === ''}
            onClick={submit.onSubmit}
          >
            {submit.label}
          </Button>
        </div>
      </footer>
    </section>
  );
}
