import { ENTITY_TYPES, isSessionScoped, type EntityType } from '@bench/sdk/model';
import type { ServerEntity } from '@bench/sdk/backend';
import type { TypeSchemas } from './schemas/common.ts';
import { PLATFORM_SCHEMAS } from './schemas/index.ts';

/** What the store keeps of a plugin's declared type: always session-scoped, served by the generic item routes. */
type EntityDeclaration = Pick<ServerEntity, 'type' | 'schemas' | 'checkLimits'>;

const TYPE_NAME = /^[a-z][a-z0-9_]*$/;

/**
 * The declared types of every plugin this process loaded, by type. Process-wide because the query
 * compiler and the repositories look schemas up by type below any request; a type means the same
 * in every server of one process (two plugins declaring one type refuse to start).
 */
const declared = new Map<string, { pluginId: string; declaration: EntityDeclaration }>();

/** Adds a plugin's types; returns the problem (a taken or malformed type) or null. */
export function declareEntities(pluginId: string, declarations: readonly EntityDeclaration[]): string | null {
  for (const declaration of declarations) {
    const { type } = declaration;
    if (typeof type !== 'string' || !TYPE_NAME.test(type) || !declaration.schemas?.create)
      return `entity '${String(type)}' has no valid type name or schemas`;
    if (Object.hasOwn(ENTITY_TYPES, type)) return `entity '${type}' is a platform type`;
    const owner = declared.get(type);
    if (owner && owner.pluginId !== pluginId)
      return `entity '${type}' is already declared by plugin '${owner.pluginId}'`;
    declared.set(type, { pluginId, declaration });
  }
  return null;
}

/** The create and update schemas of a type; an undeclared type is a programming error. */
export function schemasOf(type: EntityType): TypeSchemas {
  const schemas = Object.hasOwn(PLATFORM_SCHEMAS, type)
    ? PLATFORM_SCHEMAS[type as keyof typeof PLATFORM_SCHEMAS]
    : declared.get(type)?.declaration.schemas;
  if (!schemas) throw new Error(`Items of type '${type}' are not known to this server.`);
  return schemas;
}

export function declaredLimitCheck(type: EntityType): EntityDeclaration['checkLimits'] {
  return declared.get(type)?.declaration.checkLimits;
}

/** The platform's session-scoped types, which every server serves. */
export const PLATFORM_SESSION_TYPES: readonly string[] = Object.keys(ENTITY_TYPES).filter(isSessionScoped);
