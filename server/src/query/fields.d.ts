import type { EntityType } from '@bench/sdk/model';
export type FieldKind = 'bool' | 'text' | 'int' | 'number' | 'time' | 'json';
export interface Field {
    /** SQL expression: a column, or the body member (matching the expression indexes) */
    sql: string;
    kind: FieldKind;
}
/** The whitelist of queryable and sortable fields of a type. */
export declare function fieldsOf(type: EntityType): Map<string, Field>;
