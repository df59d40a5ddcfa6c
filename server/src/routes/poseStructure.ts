import type { FastifyInstance, FastifyRequest } from 'fastify';
import { structureTree } from '@bench/structure';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { ID_PATTERN } from '../ids.ts';
import { getItem } from '../items/repo.ts';
import { loadStructures } from '../structures/repo.ts';
import { ownedSession } from './access.ts';

/** spec 2 §8: the message for a pose whose structure text is missing. */
export function lostPdbMessage(name: string, id: string): string {
  return `The PDB data for pose ${name} was lost. Please contact support and provide the following code: ${id}`;
}

/** The stored structure text of a pose of this session (404 when either is missing). */
export async function poseStructure(
  ctx: AppContext,
  sessionId: string,
  poseId: string,
): Promise<{ name: string; pdb: string }> {
  const pose = await getItem(ctx.db, { type: 'poses', sessionId, ownerId: null }, poseId);
  if (!pose) throw notFound(`No such pose: ${poseId}`);
  const pdb = (await loadStructures(ctx.db, sessionId, [poseId])).get(poseId);
  const name = String(pose.name ?? poseId);
  if (pdb === undefined) throw notFound(lostPdbMessage(name, poseId));
  return { name, pdb };
}

async function requestedStructure(ctx: AppContext, request: FastifyRequest) {
  const { sid, id } = request.params as { sid: string; id: string };
  await ownedSession(ctx, request, sid);
  if (!ID_PATTERN.test(id)) throw notFound(`No such pose: ${id}`);
  return poseStructure(ctx, sid, id);
}

/** A pose's PDB text, and its structure tree (spec 1 §7 'get structure tree by pose id'). */
export function registerPoseStructureRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/sessions/:sid/poses/:id/pdb', async (request) => ({
    pdb: (await requestedStructure(ctx, request)).pdb,
  }));

  app.get('/api/sessions/:sid/poses/:id/structure_tree', async (request) => {
    const { pdb } = await requestedStructure(ctx, request);
    return { pose_id: (request.params as { id: string }).id, ...structureTree(pdb) };
  });
}
