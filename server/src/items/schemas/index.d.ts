import type { PlatformEntityType } from '@bench/sdk/model';
import type { TypeSchemas } from './common.ts';
/** The platform's types; plugins declare theirs in their `./server` entry (items/entities.ts). */
export declare const PLATFORM_SCHEMAS: Record<PlatformEntityType, TypeSchemas>;
export { SERVER_FIELDS, id, ids } from './common.ts';
export type { TypeSchemas } from './common.ts';
