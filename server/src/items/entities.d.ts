import { type EntityType } from '@bench/sdk/model';
import type { ServerEntity } from '@bench/sdk/backend';
import type { TypeSchemas } from './schemas/common.ts';
/** What the store keeps of a plugin's declared type: always session-scoped, served by the generic item routes. */
type EntityDeclaration = Pick<ServerEntity, 'type' | 'schemas' | 'checkLimits'>;
/** Adds a plugin's types; returns the problem (a taken or malformed type) or null. */
export declare function declareEntities(pluginId: string, declarations: readonly EntityDeclaration[]): string | null;
/** The create and update schemas of a type; an undeclared type is a programming error. */
export declare function schemasOf(type: EntityType): TypeSchemas;
export declare function declaredLimitCheck(type: EntityType): EntityDeclaration['checkLimits'];
/** The platform's session-scoped types, which every server serves. */
export declare const PLATFORM_SESSION_TYPES: readonly string[];
export {};
