import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { forbidden, notFound, parse } from '../errors.ts';
import { newItem } from '../items/build.ts';
import { insertCopies } from '../items/copy.ts';
import { freshIds, remapIds } from '../items/remap.ts';
import { copyStructures } from '../structures/repo.ts';
import { getItem, insertItems } from '../items/repo.ts';
import { posesOfCollection, sessionRows } from '../items/sessionsRepo.ts';
import { id } from '../items/schemas/index.ts';
import { publishModel } from './publish.ts';
import { ownedSession } from './access.ts';
import { withoutLiveJob } from '../jobs/subjects/index.ts';
import { actorOf } from './itemRoutes.ts';

const importBody = z.strictObject({ pose_collection_id: id, source_session_id: id });

/** Clone a whole project, and import a pose collection from another of the caller's projects. */
export function registerSessionCopies(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/sessions/:sid/clone', async (request, reply) => {
    const { sid } = request.params as { sid: string };
    const session = await ownedSession(ctx, request, sid);
    if (!request.user.flags.canCloneProject) throw forbidden('Cloning projects needs the canCloneProject flag');
    const actor = actorOf(request);
    const copy = await ctx.db.transaction(async (tx) => {
      // a queued or running job stays the original's: its copy is not run
      const rows = (await sessionRows(tx, sid)).map((row) => ({ ...row, body: withoutLiveJob(row.entity, row.body) }));
      const map = freshIds([sid, ...rows.map((row) => row.body._id)]);
      const newSid = map.get(sid)!;
      // state (open tabs, selected collection) points at the copies
      const fields = remapIds({ ...session, name: `${session.name ?? ''} (copy)` }, map);
      const clone = newItem(fields, actor, { sessionId: null, id: newSid });
      await insertItems(tx, 'sessions', [clone], request.user.id);
      await insertCopies(tx, rows, map, newSid, actor);
      await copyStructures(tx, sid, newSid, map);
      return clone;
    });
    await publishModel(ctx, request, {
      op: 'create',
      type: 'sessions',
      ids: [copy._id],
      sessionId: null,
      ownerId: request.user.id,
    });
    return reply.status(201).send(copy);
  });

  app.post('/api/sessions/:sid/importCollection', async (request, reply) => {
    const { sid } = request.params as { sid: string };
    await ownedSession(ctx, request, sid);
    const body = parse(importBody, request.body);
    await ownedSession(ctx, request, body.source_session_id);
    const source = { type: 'pose_collections' as const, sessionId: body.source_session_id, ownerId: null };
    const actor = actorOf(request);
    const result = await ctx.db.transaction(async (tx) => {
      const collection = await getItem(tx, source, body.pose_collection_id);
      if (!collection) return null;
      const poses = await posesOfCollection(tx, body.source_session_id, body.pose_collection_id);
      const map = freshIds([collection._id, ...poses.map((pose) => pose._id)]);
      const rows = [
        { entity: 'pose_collections' as const, body: collection },
        ...poses.map((pose) => ({ entity: 'poses' as const, body: pose })),
      ];
      const ids = await insertCopies(tx, rows, map, sid, actor);
      await copyStructures(tx, body.source_session_id, sid, map);
      const copy = await getItem(tx, { ...source, sessionId: sid }, map.get(collection._id)!);
      return { copy: copy!, poseIds: ids.get('poses') ?? [] };
    });
    if (!result) throw notFound(`No such collection: ${body.pose_collection_id}`);
    await publishModel(ctx, request, {
      op: 'create',
      type: 'pose_collections',
      ids: [result.copy._id],
      sessionId: sid,
      ownerId: null,
    });
    await publishModel(ctx, request, {
      op: 'create',
      type: 'poses',
      ids: result.poseIds,
      sessionId: sid,
      ownerId: null,
    });
    return reply.status(201).send(result.copy);
  });
}
