import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { EntityType } from '@bench/sdk/model';
import type { AppContext } from '../context.ts';
import { HttpError, notFound, parse } from '../errors.ts';
import { ID_PATTERN } from '../ids.ts';
import { updateFlags, type BulkTarget } from '../items/bulkRepo.ts';
import { ownedCollectionSession } from '../items/sessionsRepo.ts';
import { ids } from '../items/schemas/index.ts';
import { publishModel } from './publish.ts';
import { actorOf } from './itemRoutes.ts';

const flags = z
  .strictObject({ is_selected: z.boolean().optional(), is_visible: z.boolean().optional() })
  .refine(
    (update) => update.is_selected !== undefined || update.is_visible !== undefined,
    'give is_selected or is_visible',
  );
const manyBody = z.strictObject({ ids: ids.min(1), update: flags });
const collectionBody = z.strictObject({ update: flags });

/** Rolls the transaction back when some ids are not the caller's. */
class NotAllFound extends HttpError {
  constructor() {
    super(404, 'NOT_FOUND', 'One or more items do not exist');
  }
}

/**
 * `POST /api/{type}/update/many` and `POST /api/{type}/updateInCollection/{collectionId}` for poses
 * and sequences (spec 3 §7): one request, one statement, one live event per session.
 */
export function registerBulkFlagRoutes(app: FastifyInstance, ctx: AppContext): void {
  const kinds: [EntityType, EntityType][] = [
    ['poses', 'pose_collections'],
    ['sequences', 'sequence_collections'],
  ];
  for (const [type, collectionType] of kinds) {
    const run = async (
      request: FastifyRequest,
      target: BulkTarget,
      update: z.infer<typeof flags>,
      expected: number | null,
    ) => {
      const result = await ctx.db.transaction(async (tx) => {
        const outcome = await updateFlags(tx, type, request.user.id, target, update, actorOf(request));
        if (expected !== null && outcome.found !== expected) throw new NotAllFound();
        return outcome;
      });
      const bySession = new Map<string, string[]>();
      for (const row of result.changed)
        bySession.set(row.session_id, [...(bySession.get(row.session_id) ?? []), row._id]);
      for (const [sessionId, changed] of bySession)
        await publishModel(ctx, request, { op: 'update', type, ids: changed, sessionId, ownerId: null });
      return { ok: true, updated: result.changed.length };
    };

    app.post(`/api/${type}/update/many`, async (request) => {
      const body = parse(manyBody, request.body);
      const unique = [...new Set(body.ids)];
      return run(request, { ids: unique }, body.update, unique.length);
    });

    app.post(`/api/${type}/updateInCollection/:collectionId`, async (request) => {
      const { collectionId } = request.params as { collectionId: string };
      const { update } = parse(collectionBody, request.body);
      const sessionId = ID_PATTERN.test(collectionId)
        ? await ownedCollectionSession(ctx.db, collectionId, collectionType, request.user.id)
        : null;
      if (!sessionId) throw notFound(`No such collection: ${collectionId}`);
      return run(request, { collectionId, sessionId }, update, null);
    });
  }
}
