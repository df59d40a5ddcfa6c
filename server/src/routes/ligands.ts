import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { notFound, parse, validation } from '../errors.ts';
import { ID_PATTERN } from '../ids.ts';
import { newItem } from '../items/build.ts';
import { checkItemLimits, checkLigandText } from '../items/limits.ts';
import { getItem, insertItems } from '../items/repo.ts';
import { prepareLigands } from '../ligands/prepare.ts';
import { sdfToPdb } from '../ligands/pdb.ts';
import { depictSmiles } from '../ligands/rdkit.ts';
import { publishModel } from './publish.ts';
import { loadStructures, saveStructure } from '../structures/repo.ts';
import { sessionItemScope } from './access.ts';
import { actorOf } from './itemRoutes.ts';

const prepareBody = z.strictObject({
  fileNames: z.array(z.string().min(1).max(500)).min(1).max(100),
  files: z.array(z.string()).min(1).max(100),
});

/** Longer SMILES describe molecules too large to read as a drawing, and cost the server seconds to lay out. */
const MAX_DEPICTED_SMILES = 2000;
const depictionBody = z.strictObject({
  smiles: z
    .string()
    .trim()
    .min(1, 'smiles is empty')
    .max(MAX_DEPICTED_SMILES, `A SMILES to draw has at most ${MAX_DEPICTED_SMILES.toLocaleString('en-US')} characters`),
  width: z.number().int().min(40).max(1600),
  height: z.number().int().min(40).max(1600),
  dark: z.boolean().default(false),
});

/** Small-molecule import and the PDB view of a free ligand (spec 2 §2.1, spec 3 §7). */
export function registerLigandRoutes(app: FastifyInstance, ctx: AppContext): void {
  const scopeOf = sessionItemScope(ctx, 'free_ligands');

  app.post('/api/sessions/:sid/prepareLigands', async (request: FastifyRequest, reply) => {
    const scope = await scopeOf(request);
    const { fileNames, files } = parse(prepareBody, request.body);
    if (fileNames.length !== files.length) throw validation('fileNames and files must have the same length');
    for (const [i, file] of files.entries()) checkLigandText(fileNames[i], file, ctx.config.limits);
    const prepared = await prepareLigands(fileNames, files);
    const actor = actorOf(request);
    const items = prepared.map((p) => newItem(p.body, actor, { sessionId: scope.sessionId }));
    for (const item of items) checkItemLimits('free_ligands', item, ctx.config.limits);
    await ctx.db.transaction(async (tx) => {
      await insertItems(tx, 'free_ligands', items);
      for (const [i, item] of items.entries()) {
        await saveStructure(tx, {
          itemId: item._id,
          sessionId: scope.sessionId!,
          data: prepared[i].sdf,
          format: 'sdf',
        });
      }
    });
    await publishModel(ctx, request, {
      op: 'create',
      type: 'free_ligands',
      ids: items.map((i) => i._id),
      sessionId: scope.sessionId,
      ownerId: null,
    });
    return reply.status(201).send({ models: items });
  });

  app.post('/api/depictions', async (request: FastifyRequest) => {
    const { smiles, ...options } = parse(depictionBody, request.body);
    return { svg: await depictSmiles(smiles, options) };
  });

  app.get('/api/sessions/:sid/free_ligands/:id/getPdb', async (request: FastifyRequest) => {
    const scope = await scopeOf(request);
    const { id } = request.params as { id: string };
    const item = ID_PATTERN.test(id) ? await getItem(ctx.db, scope, id) : null;
    if (!item) throw notFound(`No such item: ${id}`);
    const sdf = (await loadStructures(ctx.db, scope.sessionId!, [id])).get(id);
    if (!sdf) throw notFound(`No structure stored for free ligand ${id}`);
    return { pdb: await sdfToPdb(sdf, String(item.name ?? '')) };
  });
}
