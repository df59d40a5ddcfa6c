import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { z } from 'zod';
import { collectionExportName, formatFasta } from '@bench/structure';
import { fastaTitle, sessionPlaceholderName } from '@bench/sdk/model';
import type { AppContext } from '../context.ts';
import { notFound, parse } from '../errors.ts';
import type { Item } from '../items/build.ts';
import { getItem, getMany } from '../items/repo.ts';
import { ids } from '../items/schemas/index.ts';
import { loadStructures } from '../structures/repo.ts';
import { ownedSession } from './access.ts';
import { lostPdbMessage } from './poseStructure.ts';

const exportBody = z.strictObject({ ids: ids.min(1) });

/** `attachment` with an ASCII fallback and the exact UTF-8 name (names may hold any letter). */
function attachment(reply: FastifyReply, fileName: string, type: string): FastifyReply {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
}

/** The session's poses of `ids` (all of them, or 404) and the file name stem of their collection. */
async function posesToExport(ctx: AppContext, request: FastifyRequest) {
  const { sid } = request.params as { sid: string };
  const session = await ownedSession(ctx, request, sid);
  const wanted = [...new Set(parse(exportBody, request.body).ids)];
  const poses = await getMany(ctx.db, { type: 'poses', sessionId: sid, ownerId: null }, wanted);
  if (poses.length !== wanted.length) throw notFound('One or more poses do not exist');
  const collection = await getItem(
    ctx.db,
    { type: 'pose_collections', sessionId: sid, ownerId: null },
    String(poses[0].pose_collection_id ?? ''),
  );
  const sessionName = String(session.name || sessionPlaceholderName(sid));
  return {
    sid,
    poses,
    name: (extension: 'zip' | 'fasta') =>
      collectionExportName(sessionName, String(collection?.name ?? 'collection'), extension),
  };
}

/** A file name per pose, unique inside the zip. */
function entryNames(poses: Item[]): string[] {
  const taken = new Set<string>();
  return poses.map((pose) => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are deliberately stripped from file names
    const stem = String(pose.name || pose._id).replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_');
    let name = `${stem}.pdb`;
    for (let n = 2; taken.has(name); n++) name = `${stem}_${n}.pdb`;
    taken.add(name);
    return name;
  });
}

/** Pose downloads (spec 3 §7): PDB files zipped, and FASTA. */
export function registerPoseExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/sessions/:sid/exportPDBs', async (request, reply) => {
    const { sid, poses, name } = await posesToExport(ctx, request);
    const pdbs = await loadStructures(
      ctx.db,
      sid,
      poses.map((pose) => pose._id),
    );
    const lost = poses.find((pose) => !pdbs.has(pose._id));
    if (lost) throw notFound(lostPdbMessage(String(lost.name ?? ''), lost._id));
    const names = entryNames(poses);
    const zip = zipSync(Object.fromEntries(poses.map((pose, i) => [names[i], strToU8(pdbs.get(pose._id)!)])), {
      level: 6,
    });
    return attachment(reply, name('zip'), 'application/zip').send(Buffer.from(zip));
  });

  app.post('/api/sessions/:sid/export-fasta', async (request, reply) => {
    const { poses, name } = await posesToExport(ctx, request);
    const fasta = formatFasta(
      poses.map((pose) => ({
        name: fastaTitle(String(pose.name ?? pose._id), pose.engine),
        sequence: String(pose.sequence ?? ''),
      })),
    );
    return attachment(reply, name('fasta'), 'text/x-fasta; charset=utf-8').send(fasta);
  });
}
