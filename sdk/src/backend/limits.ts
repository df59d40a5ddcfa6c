import { validation } from './errors.ts';

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
