/** The loader's list of structures being added: uploads and codes, each analysed by the server. */
import { ApiError } from '@bench/sdk/model';
import {
  DATA_LOADER_MESSAGES, STRUCTURE_EXTENSIONS, type AnalyzedStructure, type StructureInputType, checkFileNames,
  codeEntries, invalidPdbCodeMessage, pdbCodeOf,
} from '@bench/structure';

export interface LoaderEntry {
  id: string;
  /** file name or code as shown */
  label: string;
  inputType: StructureInputType;
  status: 'loading' | 'ready' | 'error';
  errors: string[];
  result?: AnalyzedStructure;
  pdbFileData?: string;
}

/** The batch error for files the loader cannot take, or null (spec 2 §5). */
export function fileProblem(names: readonly string[]): string | null {
  return checkFileNames(names, STRUCTURE_EXTENSIONS);
}

/** Typed codes: the valid ones to fetch, and an error per entry without 4 alphanumerics. */
export function parseCodes(text: string): { codes: string[]; invalid: string[] } {
  const codes: string[] = [];
  const invalid: string[] = [];
  for (const entry of codeEntries(text)) {
    const code = pdbCodeOf(entry);
    if (code) {
      if (!codes.includes(code)) codes.push(code);
    } else invalid.push(invalidPdbCodeMessage(entry));
  }
  return { codes, invalid };
}

/** The lines an entry shows when analysing failed (spec 2 §8). */
export function loadErrorLines(error: unknown, inputType: StructureInputType, label: string): string[] {
  if (inputType === 'pdbCode' && error instanceof ApiError && error.status === 400) return [invalidPdbCodeMessage(label)];
  if (error instanceof ApiError && error.message && error.status < 500) return error.message.split('\n');
  return [DATA_LOADER_MESSAGES.loadFailed];
}

