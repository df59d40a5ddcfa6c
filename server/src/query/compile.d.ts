import type { EntityType } from '@bench/sdk/model';
/** Collects positional parameters; SQL text only ever holds `$n` and whitelisted expressions. */
export declare class Params {
    readonly values: unknown[];
    add(value: unknown): string;
}
/** `{ field: value | { $op: value } }` → SQL conditions joined by AND. */
export declare function compileWhere(type: EntityType, query: Record<string, unknown>, params: Params): string[];
/** `{ field: 1 | -1 }` → ORDER BY, always ending on `_id` so pages are stable. */
export declare function compileSort(type: EntityType, sort: Record<string, 1 | -1> | undefined): string;
