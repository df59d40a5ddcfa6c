import {
  HttpError,
  JOB_FIELDS,
  NOT_RUN,
  notFound,
  without,
  type ItemRules,
  type PluginRequest,
  type PluginRoutes,
  type ServerHost,
} from '@bench/sdk/backend';
import { thermoMpnnSubject } from './subject.ts';

const PIPELINE_FIELDS = ['status', 'outputs', 'pose_collection_id', ...JOB_FIELDS];

/** Create and update of ThermoMPNN items (spec 2 §3–§4): the name changes only while INIT. */
export const thermoMpnnItemRules: ItemRules = {
  async prepareCreate(body, sessionId, tx) {
    const pose = await tx.sessionPose(sessionId, (body.inputs as { pose_id?: unknown } | undefined)?.pose_id);
    const name = String(pose.name ?? '');
    return {
      name: `ThermoMPNN ${name}`,
      ...without(body, PIPELINE_FIELDS),
      inputs: { pose_id: pose._id, pose_name: name },
      outputs: {},
      pose_collection_id: pose.pose_collection_id ?? null,
      status: 'INIT',
      ...NOT_RUN,
    };
  },
  prepareUpdate(patch, existing) {
    const changes = without(without(patch, PIPELINE_FIELDS), ['inputs']);
    if (changes.name !== undefined && existing.status !== 'INIT')
      throw new HttpError(409, 'NOT_EDITABLE', 'A ThermoMPNN item can be renamed only before it runs.');
    return changes;
  },
};

/** Run (spec 3 §7: PUT /api/sessions/{session_id}/thermo_mpnns/{id}/run) and cancel. */
export function registerThermoMpnnRoutes(routes: PluginRoutes, host: ServerHost): void {
  const owned = async (request: PluginRequest) => {
    const item = await host.ownedJobItem(request, thermoMpnnSubject, 'ThermoMPNN item');
    if (item.session_id !== request.params.sid) throw notFound(`No such ThermoMPNN item: ${item._id}`);
    return item;
  };
  routes.put('/api/sessions/:sid/thermo_mpnns/:id/run', async (request) =>
    host.runJob(request, thermoMpnnSubject, await owned(request)),
  );
  routes.put('/api/sessions/:sid/thermo_mpnns/:id/cancel', async (request) =>
    host.cancelJob(request, thermoMpnnSubject, await owned(request)),
  );
}
