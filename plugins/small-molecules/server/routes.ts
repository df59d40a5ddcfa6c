import { z } from 'zod';
import {
  checkLigandText,
  ID_PATTERN,
  notFound,
  parse,
  validation,
  type PluginRoutes,
  type ServerHost,
} from '@bench/sdk/backend';
import { sdfToPdb } from './pdb.ts';
import { prepareLigands } from './prepare.ts';

/** The route names the calls below sit under besides `free_ligands` (`/api/<name>`, `/api/sessions/:sid/<name>`). */
export const LIGAND_ROUTES = ['prepareLigands'];

const prepareBody = z.strictObject({
  fileNames: z.array(z.string().min(1).max(500)).min(1).max(100),
  files: z.array(z.string()).min(1).max(100),
});

/** Small-molecule import and the PDB view of a free ligand (spec 2 §2.1, spec 3 §7). */
export function registerLigandRoutes(routes: PluginRoutes, host: ServerHost): void {
  routes.post(
    '/api/sessions/:sid/prepareLigands',
    async (request) => {
      const sid = request.params.sid!;
      await host.ownedSession(request, sid);
      const { fileNames, files } = parse(prepareBody, request.body);
      if (fileNames.length !== files.length) throw validation('fileNames and files must have the same length');
      for (const [i, file] of files.entries()) checkLigandText(fileNames[i]!, file, host.limits);
      const prepared = await prepareLigands(fileNames, files);
      const models = await host.transaction(request, async (tx) => {
        const items = await tx.insert(
          'free_ligands',
          sid,
          prepared.map((p) => p.body),
        );
        // the limits hold for the items as stored (stamped by the store); a refusal rolls the batch back
        for (const item of items) host.checkLimits('free_ligands', item);
        for (const [i, item] of items.entries())
          await tx.saveStructure('free_ligands', item, { data: prepared[i]!.sdf, format: 'sdf' });
        return items;
      });
      await host.publish(request, {
        op: 'create',
        type: 'free_ligands',
        ids: models.map((i) => i._id),
        sessionId: sid,
      });
      return { models };
    },
    { status: 201 },
  );

  routes.get('/api/sessions/:sid/free_ligands/:id/getPdb', async (request) => {
    const { sid, id } = request.params as { sid: string; id: string };
    await host.ownedSession(request, sid);
    const store = host.items(request);
    const item = ID_PATTERN.test(id) ? await store.load('free_ligands', id) : null;
    if (item?.session_id !== sid) throw notFound(`No such item: ${id}`);
    const sdf = await store.structure('free_ligands', sid, id);
    if (!sdf) throw notFound(`No structure stored for free ligand ${id}`);
    return { pdb: await sdfToPdb(sdf, String(item.name ?? '')) };
  });
}
