/** The loader's list of structures being added: uploads and codes, each analysed by the server. */
import { ApiError } from '@bench/sdk/model';
import { checkFileNames } from '@bench/structure';
import type { EditorState } from './model.ts';
import { invalidPdbCodeMessage, pdbCodeOf } from './sourceNames.ts';
import { DATA_LOADER_MESSAGES, STRUCTURE_EXTENSIONS, type AnalyzedStructure, type StructureInputType } from './wire.ts';

export interface LoaderEntry {
  id: string;
  /** file name or code as shown */
  label: string;
  inputType: StructureInputType;
  status: 'loading' | 'ready' | 'error';
  errors: string[];
  result?: AnalyzedStructure;
  pdbFileData?: string;
  /** the residue edits and collection name, kept while another structure is being edited */
  editor?: EditorState;
}

/** A structure that analysed and can be edited and submitted. */
export type ReadyEntry = LoaderEntry & { status: 'ready'; editor: EditorState; pdbFileData: string };

export function isReady(entry: LoaderEntry): entry is ReadyEntry {
  return entry.status === 'ready' && entry.editor !== undefined && entry.pdbFileData !== undefined;
}

/** What the entry list says while an entry is analysed: codes are fetched from the archive first. */
export function progressLabel(entry: Pick<LoaderEntry, 'inputType' | 'label'>): string {
  return entry.inputType === 'pdbCode'
    ? `Fetching ${entry.label} from the structure archive…`
    : `Analysing ${entry.label}…`;
}

/** The batch error for files the loader cannot take, or null (spec 2 §5). */
export function fileProblem(names: readonly string[]): string | null {
  return checkFileNames(names, STRUCTURE_EXTENSIONS);
}

/** Splits a typed list of codes ('1crn, 4hhb 1ubq') into its entries. */
export function codeEntries(text: string): string[] {
  return text.split(/[\s,;]+/).filter((part) => part !== '');
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

/** The server's own words for an archive it cannot reach (which says how to configure one). */
const ARCHIVE_UNREACHABLE = 'PDB_UNREACHABLE';

/** The lines an entry shows when analysing failed (spec 2 §8). */
export function loadErrorLines(error: unknown, inputType: StructureInputType, label: string): string[] {
  if (inputType === 'pdbCode' && error instanceof ApiError && error.status === 400)
    return [invalidPdbCodeMessage(label)];
  const ownWords = error instanceof ApiError && (error.status < 500 || error.code === ARCHIVE_UNREACHABLE);
  if (ownWords && error.message) return error.message.split('\n');
  return [DATA_LOADER_MESSAGES.loadFailed];
}
