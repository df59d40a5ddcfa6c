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

export const MESSAGES = {
  noneForDownload: 'No sequences selected for download',
  archive: 'Something went wrong while archiving the sequence collection',
  remove: 'Something went wrong while removing the sequence collection',
  rename: 'Failed to update sequence collection name',
  fetch: 'Something went wrong while fetching sequence collections.',
  importFailed: 'Error importing file.',
} as const;

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
