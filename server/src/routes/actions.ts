import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, normalize } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { notFound, parse, validation } from '../errors.ts';
import { readExternalOutput } from '../engines/externalOutput.ts';
import { ID_PATTERN } from '../ids.ts';
import type { Item } from '../items/build.ts';
import { getItem } from '../items/repo.ts';
import { actionSubject } from '../jobs/subjects/action.ts';
import type { JobSubject } from '../jobs/subjects/index.ts';
import { publishEvents } from '../jobs/actionStore.ts';
import type { JobPipeline } from '../jobs/pipeline.ts';
import { cancelJob, importActionResults, runJob } from '../jobs/service.ts';
import { publishModel } from './publish.ts';
import { loadStructures } from '../structures/repo.ts';
import { ownedSession } from './access.ts';

const importBody = z.strictObject({
  files: z
    .array(z.strictObject({ name: z.string().min(1).max(500), data: z.string() }))
    .min(1)
    .max(10_000),
});

/** The caller's item a job runs, by the route's id (404 like an absent one when it is someone else's). */
export async function ownedJobItem(
  ctx: AppContext,
  request: FastifyRequest,
  subject: JobSubject,
  noun: string,
): Promise<Item> {
  const { id } = request.params as { id: string };
  const item = ID_PATTERN.test(id) ? await subject.load(ctx.db, id) : null;
  if (!item || item.is_deleted) throw notFound(`No such ${noun}: ${id}`);
  await ownedSession(ctx, request, String(item.session_id)).catch(() => {
    throw notFound(`No such ${noun}: ${id}`);
  });
  return item;
}

const ownedAction = (ctx: AppContext, request: FastifyRequest) => ownedJobItem(ctx, request, actionSubject, 'action');

/** Writes uploaded result files into a fresh directory; names are relative paths inside it. */
async function filesToDir(files: { name: string; data: string }[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-import-'));
  for (const file of files) {
    const name = normalize(file.name);
    if (isAbsolute(name) || name.startsWith('..')) {
      await rm(dir, { recursive: true, force: true });
      throw validation(`files: '${file.name}' must be a relative path inside the job's directory`);
    }
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), file.data);
  }
  return dir;
}

/** Run, cancel, result import and engines (API.md 'Actions and jobs'). */
export function registerActionRoutes(app: FastifyInstance, ctx: AppContext, pipeline: JobPipeline): void {
  const published = async (request: FastifyRequest, action: Item) => {
    await publishModel(ctx, request, {
      op: 'update',
      type: 'actions',
      ids: [action._id],
      sessionId: String(action.session_id),
      ownerId: null,
    });
    return action;
  };

  app.put('/api/actions/:id/run', async (request) => {
    const action = await ownedAction(ctx, request);
    return published(request, await runJob(ctx, pipeline, request.user, actionSubject, action));
  });

  app.put('/api/actions/:id/cancel', async (request) => {
    const action = await ownedAction(ctx, request);
    return published(request, await cancelJob(ctx, pipeline, actionSubject, action));
  });

  app.put('/api/actions/:id/importResults', async (request) => {
    const action = await ownedAction(ctx, request);
    const { files } = parse(importBody, request.body);
    const dir = await filesToDir(files);
    try {
      const result = await readExternalOutput(dir).catch((error: Error) => {
        throw validation(error.message);
      });
      const { item, events } = await importActionResults(ctx, pipeline, action, result);
      await publishEvents(ctx.publisher, events, (message) => request.log.warn(message));
      return item;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  app.get('/api/sessions/:sid/actions/:id/result/:pose_id', async (request) => {
    const { sid, id, pose_id: poseId } = request.params as { sid: string; id: string; pose_id: string };
    await ownedSession(ctx, request, sid);
    const action = ID_PATTERN.test(id)
      ? await getItem(ctx.db, { type: 'actions', sessionId: sid, ownerId: null }, id)
      : null;
    const pose =
      action?.results_collection_id && ID_PATTERN.test(poseId)
        ? await getItem(ctx.db, { type: 'poses', sessionId: sid, ownerId: null }, poseId)
        : null;
    if (!pose || pose.pose_collection_id !== action!.results_collection_id) throw notFound(`No such result: ${poseId}`);
    const pdb = (await loadStructures(ctx.db, sid, [poseId])).get(poseId);
    if (pdb === undefined)
      throw notFound(
        `The PDB data for pose ${pose.name} was lost. Please contact support and provide the following code: ${poseId}`,
      );
    return { pose, pdb };
  });

  app.get('/api/engines', async () => pipeline.engines.describe());
}
