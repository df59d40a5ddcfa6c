import { HttpError, validation } from './errors.ts';

/** How large one stored object may be (README 'Configuration'): each a setting. */
export interface ItemLimits {
  /** characters of any item's `name` (BENCH_MAX_NAME_LENGTH) */
  nameLength: number;
  /** bytes of a session's `state`, as JSON (BENCH_MAX_SESSION_STATE_BYTES) */
  sessionStateBytes: number;
  /** positions of one selector (BENCH_MAX_SELECTOR_POSITIONS) */
  selectorPositions: number;
  /** bytes of one ligand file or text field: an imported file, `sdf`, `smiles`, a data field (BENCH_MAX_LIGAND_BYTES) */
  ligandFileBytes: number;
  /** letters of one sequence (BENCH_MAX_SEQUENCE_LENGTH) */
  sequenceLength: number;
  /** bytes of one whole item, as JSON (BENCH_MAX_ITEM_BYTES) */
  itemBytes: number;
}

/** 400 when a sequence is longer than the sequence limit. */
export function checkSequence(what: string, sequence: string, limits: ItemLimits): void {
  if (sequence.length > limits.sequenceLength) {
    throw validation(
      `${what}: ${sequence.length.toLocaleString('en-US')} letters; the longest sequence allowed is ${limits.sequenceLength.toLocaleString('en-US')} (BENCH_MAX_SEQUENCE_LENGTH)`,
    );
  }
}

const KiB = 1024;
const MiB = 1024 * KiB;

const size = (bytes: number): string =>
  bytes >= MiB
    ? `${(bytes / MiB).toFixed(1)} MiB`
    : bytes >= KiB
      ? `${(bytes / KiB).toFixed(1)} KiB`
      : `${bytes} bytes`;

/** 413 naming what is too large, its size, the limit and the setting that sets it. */
export function tooLarge(what: string, bytes: number, limit: number, setting: string): HttpError {
  return new HttpError(
    413,
    'PAYLOAD_TOO_LARGE',
    `${what} is ${size(bytes)}; the limit is ${size(limit)} (${setting}).`,
  );
}

/** 413 when `text` (a ligand file or field) is larger than the ligand limit. */
export function checkLigandText(what: string, text: string, limits: ItemLimits): void {
  const bytes = new TextEncoder().encode(text).byteLength;
  if (bytes > limits.ligandFileBytes) throw tooLarge(what, bytes, limits.ligandFileBytes, 'BENCH_MAX_LIGAND_BYTES');
}
