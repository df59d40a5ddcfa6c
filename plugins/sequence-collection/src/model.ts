/** Sequence collection rules (spec 2 §2.3, spec 3 §8, §9). Pure. */
import { formatFasta } from '@bench/structure';
import { fastaTitle, type BaseItem } from '@bench/sdk/model';

export interface SequenceCollection extends BaseItem {
  name: string;
  are_sequences_indexed?: boolean;
  sequences?: number;
  /** false until the collection is first opened (spec 1 §5) */
  is_read?: boolean;
}

export interface SequenceItem extends BaseItem {
  name: string;
  sequence: string;
  index?: number;
  sequence_collection_id: string;
  is_selected?: boolean;
  is_visible?: boolean;
  selected_residues?: number[];
  /** the action whose results these are (a ProteinMPNN design), set by the server on results */
  action_id?: string | null;
}

/** The AI folding creator (spec 2 §2 tab kind) the fold buttons hand the selected sequences to. */
export const AI_FOLDING_CREATOR_TAB = 'aiFoldingCreator';

/** The task of `GET /api/engines` that runs AI folding; the fold buttons work once an engine serves it. */
export const STRUCTURE_PREDICTION_TASK = 'ai_folding';

/** Shown on the fold buttons while this server has no structure-prediction engine. */
export const FOLDING_UNAVAILABLE =
  'Folding is not available here: this server has no AI folding engine (AlphaFold2, ESMFold, OpenFold).';

/** Shown on the fold buttons when the structure-prediction plugin (the AI folding creator) is not loaded. */
export const CREATOR_NOT_LOADED =
  'Folding is not available here: the AI folding creator (structure-prediction plugin) is not loaded.';

export const MESSAGES = {
  noneForFold: 'No sequences selected for AI Folding',
  noneForDownload: 'No sequences selected for download',
  archive: 'Something went wrong while archiving the sequence collection',
  remove: 'Something went wrong while removing the sequence collection',
  rename: 'Failed to update sequence collection name',
  fetch: 'Something went wrong while fetching sequence collections.',
  importFailed: 'Error importing file.',
} as const;

export const MULTIMER = 'AlphaFold2 Multimer';
export const MONOMER_TOOLS = ['AlphaFold2 Monomer', 'ESMFold', 'OpenFold'] as const;

/** A slash marks chains: any multi-chain selection offers only AlphaFold2 Multimer. */
export function foldTools(selected: readonly { sequence: string }[]): string[] {
  return selected.some((s) => s.sequence.includes('/')) ? [MULTIMER] : [...MONOMER_TOOLS];
}

/** The one action that made every selected sequence, if there is one (designs of one run). */
export function designActionOf(selected: readonly Pick<SequenceItem, 'action_id'>[]): string | null {
  const ids = new Set(selected.map((s) => s.action_id ?? null));
  const [only] = ids;
  return ids.size === 1 && only ? only : null;
}

/** The structure such an action designed on: its one source structure, handed to the AI folding creator as a reference. */
export function designSourceOf(action: { input?: { pose_ids?: unknown } } | null): string | null {
  const ids = action?.input?.pose_ids;
  return Array.isArray(ids) && ids.length === 1 && typeof ids[0] === 'string' ? ids[0] : null;
}

export const selectedFileName = (collection: string) => `${collection}_selected_sequences.fasta`;
export const collectionFileName = (session: string, collection: string) => `${session}_${collection}.fasta`;

export function fastaOf(rows: readonly { name: string; sequence: string; engine?: unknown }[]): string {
  return formatFasta(rows.map(({ name, sequence, engine }) => ({ name: fastaTitle(name, engine), sequence })));
}

/** A collection name from an imported file's name: extension dropped, invalid characters removed. */
export function nameFromFile(fileName: string, strip: (name: string) => string): string {
  return strip(fileName.replace(/\.[^.]+$/, '')).trim() || 'Imported sequences';
}

/** The viewers a sequence collection tab shows: those that show sequences. */
export function sequenceViewers<V extends { shows: readonly string[] }>(viewers: readonly V[]): V[] {
  return viewers.filter((v) => v.shows.includes('sequences'));
}
