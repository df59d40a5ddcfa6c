import type { FastifyRequest } from 'fastify';
import type { EntityType, ModelOp } from '@bench/sdk/model';
import type { AppContext } from '../context.ts';
export declare function clientId(request: FastifyRequest): string | null;
/** Publishes a `model` event after a write; a live failure never fails the write. */
export declare function publishModel(ctx: AppContext, request: FastifyRequest, event: {
    op: ModelOp;
    type: EntityType;
    ids: string[];
    sessionId: string | null;
    ownerId: string | null;
}): Promise<void>;
