import { useMemo, useReducer, useState } from 'react';
import { Api, ApiError, Notify, Button, TextInput, boundedLines, stripInvalidNameChars, useService } from '@bench/sdk';
import { DATA_LOADER_MESSAGES, selectedResidue, type AssembleStructureReply, validateLoader } from '@bench/structure';
import type { LoaderEntry } from './entries.ts';
import { AnalysisViewer } from './AnalysisViewer.tsx';
import { DiffView } from './DiffView.tsx';
import { LigandPreview } from './LigandPreview.tsx';
import { OperationsPanel } from './OperationsPanel.tsx';
import { ResidueFilters } from './ResidueFilters.tsx';
import { ResidueList } from './ResidueList.tsx';
import { ResidueTooltip } from './ResidueTooltip.tsx';
import { SelectionBar } from './SelectionBar.tsx';
import { chainsOf, initialState, reduce, typesOf, visibleIndices } from './model.ts';

interface ResidueEditorProps {
  sessionId: string;
  entry: LoaderEntry & { status: 'ready' };
  onSubmitted(reply: AssembleStructureReply): void;
  onClose(): void;
}

/** The analysis viewer and residue editor of one structure, with its checks and Submit. */
export function ResidueEditor({ sessionId, entry, onSubmitted, onClose }: ResidueEditorProps) {
  const api = useService(Api);
  const notify = useService(Notify);
  const analysis = entry.result!.analysis;
  const [state, dispatch] = useReducer(reduce, analysis, initialState);
  const [name, setName] = useState(analysis.name);
  const [submitErrors, setSubmitErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const visible = useMemo(() => visibleIndices(state), [state.residues, state.filter]);
  const chains = useMemo(() => chainsOf(state.residues), [state.residues]);
  const types = useMemo(() => typesOf(state.residues), [state.residues]);
  const validation = useMemo(() => validateLoader(state.residues), [state.residues]);
  const warnings = [...new Set([...analysis.warnings, ...validation.warnings])];
  const errors = [...validation.errors, ...submitErrors];
  const focus = state.hover ?? (state.selected.length === 1 ? state.selected[0] : undefined);

  const submit = async () => {
    setBusy(true);
    setSubmitErrors([]);
    try {
      const reply = await api.post<AssembleStructureReply>(`/api/sessions/${sessionId}/assembleStructure`, {
        inputType: entry.inputType,
        name,
        selectedResidues: state.residues.map(selectedResidue),
        pdbFileData: entry.pdbFileData,
      });
      notify.success(`Created collection ${reply.pose_collection.name}.`);
      onSubmitted(reply);
    } catch (error) {
      setSubmitErrors(error instanceof ApiError && error.status < 500 ? error.message.split('\n') : [DATA_LOADER_MESSAGES.loadFailed]);
      setBusy(false);
    }
  };

  return (
    <section className="bn-loader-editor" aria-label={`Residues of ${analysis.name}`}>
      <SelectionBar state={state} dispatch={dispatch} />
      <div className="bn-loader-editor__body">
        <ResidueFilters chains={chains} types={types} filter={state.filter} onChange={(filter) => dispatch({ type: 'filter', filter })} />
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
            structure={entry.pdbFileData!}
            residues={state.residues}
            visible={visible}
            selected={state.selected}
            hover={state.hover}
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
          <LigandPreview sessionId={sessionId} pdbFileData={entry.pdbFileData!} residues={state.residues} index={focus} />
          <DiffView residues={state.residues} />
        </aside>
      </div>
      <footer className="bn-loader-footer">
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
          <TextInput label="Collection name" value={name} onChange={(value) => setName(stripInvalidNameChars(value))} />
          <span className="bn-toolbar__spacer" />
          <Button onClick={onClose}>Close</Button>
          <Button variant="primary" disabled={busy || validation.errors.length > 0 || name.trim() === ''} onClick={submit}>
            Submit
          </Button>
        </div>
      </footer>
    </section>
  );
}
