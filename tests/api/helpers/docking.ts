import { addPoseText, createAction } from './jobs.ts';
import type { Api } from './server.ts';

/**
 * A new project holding structure A and structure B (PDB texts, loaded through the structure
 * loader's routes) and a Protein-Protein Docking action on the two, as the API tests of each
 * docking engine start.
 */
export async function dockingAction(
  server: Api,
  token: string,
  a: { name: string; pdb: string },
  b: { name: string; pdb: string },
) {
  const sid = (await server.call('POST', '/api/sessions', { token, body: { name: 'Docking' } })).body._id as string;
  const poseA = (await addPoseText(server, token, sid, a.name, a.pdb)).pose;
  const poseB = (await addPoseText(server, token, sid, b.name, b.pdb)).pose;
  const input = {
    task: 'ppd',
    pose_ids: [poseA._id, poseB._id],
    collection_id: null,
    ppd_params: { structureA: poseA._id, structureB: poseB._id },
  };
  return { sid, action: await createAction(server, token, sid, input, 'PPD') };
}
