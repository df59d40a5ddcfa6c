import { useState } from 'react';
import { applyMutationsCsv, isMutationsCsv, parseMutationsCsv } from '../mutations/csv.ts';
import { MUTATION_FILE_MESSAGES, MutationFileError } from '../mutations/errors.ts';
import { allowedMutations, applyPssm, parsePssm, type Pssm } from '../mutations/pssm.ts';
import type { MutationRow } from '../mutations/table.ts';
import { hasEnabledMutations } from './mutationRows.ts';

/** The mutations table state fields of spec 1 §3 that belong to an upload. */
export interface UploadState {
  fileType: 'PSSM' | 'CSV' | null;
  fileName: string | null;
  pssm: Pssm | null;
  pssmThreshold: number;
  pssmMin: number | null;
  pssmMax: number | null;
  residuesMatchPercent: number | null;
}

export type UploadMessage = { kind: 'success' | 'error'; text: string } | null;

const INITIAL: UploadState = {
  fileType: null,
  fileName: null,
  pssm: null,
  pssmThreshold: 0,
  pssmMin: null,
  pssmMax: null,
  residuesMatchPercent: null,
};

export interface MutationsUpload {
  state: UploadState;
  /** allowedMutations (spec 1 §3): letters the threshold being edited enables; null without a PSSM */
  allowedMutations: number | null;
  message: UploadMessage;
  upload(file: File): Promise<void>;
  setThreshold(threshold: number): void;
  applyThreshold(): void;
}

/**
 * Mutation upload (spec 1 §4): confirm overwriting when mutations exist; a file starting with 'P'
 * is a CSV whose mutations are enabled, anything else a PSSM applied at the threshold.
 */
export function useMutationsUpload(
  rows: readonly MutationRow[],
  onRows: (rows: MutationRow[]) => void,
  confirm: (message: string) => Promise<boolean>,
): MutationsUpload {
  const [state, setState] = useState<UploadState>(INITIAL);
  const [message, setMessage] = useState<UploadMessage>(null);

  const attempt = (apply: () => string) => {
    try {
      setMessage({ kind: 'success', text: apply() });
    } catch (error) {
      setMessage({
        kind: 'error',
        text: error instanceof MutationFileError ? error.message : MUTATION_FILE_MESSAGES.badFile,
      });
    }
  };

  const takePssm = (pssm: Pssm, threshold: number, fileName: string | null) => {
    const applied = applyPssm(rows, pssm, threshold);
    onRows(applied.rows);
    const { pssmMin, pssmMax, residuesMatchPercent } = applied;
    setState({ fileType: 'PSSM', fileName, pssm, pssmThreshold: threshold, pssmMin, pssmMax, residuesMatchPercent });
    return MUTATION_FILE_MESSAGES.thresholdEnabled;
  };

  async function upload(file: File) {
    const text = await file.text();
    if (hasEnabledMutations(rows) && !(await confirm(MUTATION_FILE_MESSAGES.overwrite))) return;
    attempt(() => {
      if (!isMutationsCsv(text)) return takePssm(parsePssm(text), state.pssmThreshold, file.name);
      onRows(applyMutationsCsv(rows, parseMutationsCsv(text)));
      setState({ ...INITIAL, fileType: 'CSV', fileName: file.name });
      return MUTATION_FILE_MESSAGES.csvEnabled;
    });
  }

  return {
    state,
    message,
    upload,
    allowedMutations: state.pssm ? allowedMutations(rows, state.pssm, state.pssmThreshold) : null,
    setThreshold: (threshold) => setState((s) => ({ ...s, pssmThreshold: threshold })),
    applyThreshold: () => {
      const { pssm, pssmThreshold, fileName } = state;
      if (pssm) attempt(() => takePssm(pssm, pssmThreshold, fileName));
    },
  };
}
