import type { EntityType } from '@bench/sdk/model';
import { checkLigandText, checkSequence, tooLarge, type ItemLimits } from '@bench/sdk/backend';
import { validation } from '../errors.ts';

export type { ItemLimits } from '@bench/sdk/backend';

const KiB = 1024;
const MiB = 1024 * KiB;

/** The limits from the environment; `int` reads one whole-number setting with its default. */
export function itemLimits(int: (name: string, fallback: number) => number): ItemLimits {
  return {
    nameLength: int('BENCH_MAX_NAME_LENGTH', 500),
    sessionStateBytes: int('BENCH_MAX_SESSION_STATE_BYTES', 1 * MiB),
    selectorPositions: int('BENCH_MAX_SELECTOR_POSITIONS', 100_000),
    ligandFileBytes: int('BENCH_MAX_LIGAND_BYTES', 2 * MiB),
    sequenceLength: int('BENCH_MAX_SEQUENCE_LENGTH', 100_000),
    itemBytes: int('BENCH_MAX_ITEM_BYTES', 8 * MiB),
  };
}

const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '');

/** The limits of one type's own fields, over the fields a body carries. */
const FIELD_CHECKS: Partial<Record<EntityType, (body: Record<string, unknown>, limits: ItemLimits) => void>> = {
  sessions(body, limits) {
    if (body.state === undefined) return;
    const bytes = jsonBytes(body.state);
    if (bytes > limits.sessionStateBytes)
      throw tooLarge('state', bytes, limits.sessionStateBytes, 'BENCH_MAX_SESSION_STATE_BYTES');
  },
  selectors(body, limits) {
    const positions = body.positions;
    if (Array.isArray(positions) && positions.length > limits.selectorPositions) {
      throw validation(
        `positions: ${positions.length.toLocaleString('en-US')} positions; a selector holds at most ${limits.selectorPositions.toLocaleString('en-US')} (BENCH_MAX_SELECTOR_POSITIONS)`,
      );
    }
  },
  free_ligands(body, limits) {
    for (const field of ['sdf', 'smiles'] as const) {
      if (typeof body[field] === 'string') checkLigandText(field, body[field], limits);
    }
    const fields = (body.data_fields ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(fields))
      if (typeof value === 'string') checkLigandText(`data_fields.${key}`, value, limits);
  },
  sequences(body, limits) {
    if (typeof body.sequence === 'string') checkSequence('sequence', body.sequence, limits);
  },
};

/**
 * Refuses a created or updated item over its limits: its name, its type's own fields (`body`, what
 * the client sent) and, when given, the whole item as it would be stored.
 */
export function checkItemLimits(
  type: EntityType,
  body: Record<string, unknown>,
  limits: ItemLimits,
  stored?: Record<string, unknown>,
  declaredCheck?: (body: Record<string, unknown>, limits: ItemLimits) => void,
): void {
  if (typeof body.name === 'string' && body.name.length > limits.nameLength) {
    throw validation(
      `name: ${body.name.length.toLocaleString('en-US')} characters; a name has at most ${limits.nameLength.toLocaleString('en-US')} (BENCH_MAX_NAME_LENGTH)`,
    );
  }
  (FIELD_CHECKS[type] ?? declaredCheck)?.(body, limits);
  const bytes = jsonBytes(stored ?? body);
  if (bytes > limits.itemBytes)
    throw tooLarge(
      `This ${type.replace(/_/g, ' ').replace(/s$/, '')}`,
      bytes,
      limits.itemBytes,
      'BENCH_MAX_ITEM_BYTES',
    );
}
