import type { EntityType } from '@bench/sdk/model';
import { type ItemLimits } from '@bench/sdk/backend';
export { checkSequence, type ItemLimits } from '@bench/sdk/backend';
/** The limits from the environment; `int` reads one whole-number setting with its default. */
export declare function itemLimits(int: (name: string, fallback: number) => number): ItemLimits;
/** 413 when `text` (a ligand file or field) is larger than the ligand limit. */
export declare function checkLigandText(what: string, text: string, limits: ItemLimits): void;
/**
 * Refuses a created or updated item over its limits: its name, its type's own fields (`body`, what
 * the client sent) and, when given, the whole item as it would be stored.
 */
export declare function checkItemLimits(type: EntityType, body: Record<string, unknown>, limits: ItemLimits, stored?: Record<string, unknown>, declaredCheck?: (body: Record<string, unknown>, limits: ItemLimits) => void): void;
