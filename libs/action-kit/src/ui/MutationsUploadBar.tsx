import { useId } from 'react';
import { MUTATION_FILE_MESSAGES } from '../mutations/errors.ts';
import { Button, NumberInput } from '@bench/sdk';
import type { MutationsUpload } from './useMutationsUpload.ts';
import './action-kit.css';

/** Upload of a PSSM or mutations CSV, the PSSM threshold, and what the last upload did. */
export function MutationsUploadBar({ upload }: { upload: MutationsUpload }) {
  const inputId = useId();
  const { state, message } = upload;
  return (
    <div className="bn-mutations__upload">
      <div className="bn-toolbar">
        <label className="bn-button bn-button--secondary bn-button--small" htmlFor={inputId}>
          Upload PSSM or CSV
        </label>
        <input
          id={inputId}
          className="bn-visually-hidden"
          type="file"
          aria-label="Mutations file"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) void upload.upload(file);
          }}
        />
        {state.fileName && (
          <span className="bn-muted">
            {state.fileType} {state.fileName}
            {state.residuesMatchPercent !== null && ` · residues match ${Math.round(state.residuesMatchPercent)}%`}
          </span>
        )}
      </div>
      {state.pssm && (
        <div className="bn-toolbar">
          <NumberInput label="PSSM threshold" value={state.pssmThreshold} decimals={2} onChange={upload.setThreshold} />
          <Button small onClick={upload.applyThreshold}>
            Apply threshold
          </Button>
          <span className="bn-muted">
            Scores range from {state.pssmMin} to {state.pssmMax}
            {upload.allowedMutations !== null && ` · this threshold allows ${upload.allowedMutations} mutations`}
          </span>
        </div>
      )}
      {message?.kind === 'success' && (
        <p className="bn-mutations__success" role="status">
          {message.text}
        </p>
      )}
      {message?.kind === 'error' && (
        <div className="bn-mutations__alert" role="alert">
          <p>{MUTATION_FILE_MESSAGES.badFile}</p>
          {message.text !== MUTATION_FILE_MESSAGES.badFile && <p>{message.text}</p>}
        </div>
      )}
    </div>
  );
}
