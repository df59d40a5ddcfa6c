import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntityType } from '@bench/sdk/model';
import { type AuthUser } from '../auth/users.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { type Actor, type Item } from '../items/build.ts';
import type { ItemScope } from '../items/scope.ts';
type Operation = 'get' | 'list' | 'getMany' | 'query' | 'create' | 'update' | 'delete' | 'softDelete' | 'restore' | 'archive' | 'dearchive';
/** How one entity type is served by the generic routes of spec 3 §7. */
export interface TypeRoutes {
    type: EntityType;
    /** e.g. '/api/sessions/:sid/poses' or '/api/notifications' */
    base: string;
    /** where the caller may look; throws 404 when the caller may not see the parent */
    scope(request: FastifyRequest): Promise<ItemScope>;
    /** throws when the caller may not write this type */
    canWrite?(request: FastifyRequest): void;
    /** the owner stamped on created items */
    ownerOf?(request: FastifyRequest): string | null;
    /** runs in the create transaction (e.g. to take a counter) */
    prepareCreate?(body: Record<string, unknown>, scope: ItemScope, tx: Queryable, user: AuthUser): Record<string, unknown> | Promise<Record<string, unknown>>;
    prepareUpdate?(patch: Record<string, unknown>, existing: Item, user: AuthUser): Record<string, unknown> | Promise<Record<string, unknown>>;
    /** runs once the created item is committed and published (e.g. to run the jobs it made); may answer a newer copy */
    afterCreate?(item: Item, request: FastifyRequest): Promise<Item>;
    /** operations served elsewhere or not at all */
    skip?: Operation[];
    /** fields list answers (list, query) leave out: a project list carries no session state */
    listOmits?: string[];
}
export declare function actorOf(request: FastifyRequest): Actor;
export declare function registerItemRoutes(app: FastifyInstance, ctx: AppContext, rules: TypeRoutes): void;
export {};
