import {
  HttpError,
  JOB_FIELDS,
  NOT_RUN,
  validation,
  without,
  type Item,
  type ItemRules,
  type ItemStore,
  type PluginRequest,
  type PluginRoutes,
  type ServerHost,
} from '@bench/sdk/backend';
import { epitopePredictionSubject } from './subject.ts';

const PREDICTIONS = 'epitope_predictions';
const PIPELINE_FIELDS = ['status', 'outputs', 'pose_collection_id', ...JOB_FIELDS];

/** The fields of a new epitope prediction of one structure (spec 2 §3): INIT; the engine fills in default alleles and length. */
async function predictionFields(
  tx: ItemStore,
  sessionId: string,
  inputs: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const pose = await tx.sessionPose(sessionId, inputs.pose_id);
  return {
    name: String(pose.name ?? ''),
    inputs: { ...inputs, pose_id: pose._id, pose_name: String(pose.name ?? '') },
    outputs: {},
    pose_collection_id: pose.pose_collection_id ?? null,
    status: 'INIT',
    ...NOT_RUN,
  };
}

/** Epitope predictions made one by one (the view usually makes them, below). */
export const epitopePredictionItemRules: ItemRules = {
  async prepareCreate(body, sessionId, tx) {
    const fields = await predictionFields(tx, sessionId, (body.inputs ?? {}) as Record<string, unknown>);
    return { ...fields, ...without(without(body, PIPELINE_FIELDS), ['inputs']) };
  },
  prepareUpdate: (patch) => without(without(patch, PIPELINE_FIELDS), ['inputs']),
};

const CHOICES = ['mhc_allele_list', 'epitope_length', 'cutoffs'];

/** The run's choices (alleles, length, cutoffs) from an untrusted body (its schema makes `inputs` an object), refused with 400 as the plugin's model checks them. */
async function checkedChoices(
  host: ServerHost,
  tx: ItemStore,
  sessionId: string,
  poseIds: unknown[],
  raw: unknown,
): Promise<Record<string, unknown>> {
  const choices = Object.fromEntries(
    Object.entries((raw ?? {}) as Record<string, unknown>).filter(([key]) => CHOICES.includes(key)),
  );
  const model = host.runnerOf(PREDICTIONS);
  if (!model?.validate) return choices;
  const refused = model
    .validate(choices, await tx.validationContext(model, sessionId, poseIds))
    .find((i) => i.severity === 'error');
  if (refused) throw validation(`${refused.field ?? 'inputs'}: ${refused.message}`);
  return choices;
}

/**
 * Epitope prediction views (spec 2 §3, §7): created from the selected structures (at least 1), each
 * getting its prediction, which the server then runs (1 credit per sequence) and reports live.
 */
export function epitopeViewItemRules(host: ServerHost): ItemRules {
  return {
    async prepareCreate(body, sessionId, tx) {
      const poseIds = Array.isArray(body.pose_ids) ? body.pose_ids : [];
      if (poseIds.length === 0) throw validation('pose_ids: select at least 1 structure');
      const inputs = await checkedChoices(host, tx, sessionId, poseIds, body.inputs);
      const fields = [];
      for (const poseId of poseIds) fields.push(await predictionFields(tx, sessionId, { ...inputs, pose_id: poseId }));
      const predictions = await tx.insert(PREDICTIONS, sessionId, fields);
      const { inputs: _inputs, ...rest } = body;
      return {
        name: 'Epitope prediction',
        unit: 'rank',
        ...rest,
        epitope_prediction_ids: predictions.map((p) => p._id),
      };
    },
    prepareUpdate: (patch) => without(patch, ['epitope_prediction_ids', 'pose_ids']),
    async afterCreate(view: Item, request) {
      const ids = view.epitope_prediction_ids as string[];
      const sessionId = String(view.session_id);
      const items = host.items(request);
      await host.publish(request, { op: 'create', type: PREDICTIONS, ids, sessionId });
      const unstarted: string[] = [];
      for (const id of ids) {
        const prediction = (await items.load(PREDICTIONS, id))!;
        try {
          await host.runJob(request, epitopePredictionSubject, prediction);
        } catch (error) {
          // the view stays: a prediction that could not start (credits, no engine) says why and can run later
          const message = error instanceof HttpError ? error.message : (error as Error).message;
          await items.patch(PREDICTIONS, id, { error_message: message });
          unstarted.push(id);
        }
      }
      if (unstarted.length) await host.publish(request, { op: 'update', type: PREDICTIONS, ids: unstarted, sessionId });
      return view;
    },
  };
}

/** Run (spec 3 §7: PUT /api/epitope_predictions/{id}/run) and cancel. */
export function registerEpitopeRoutes(routes: PluginRoutes, host: ServerHost): void {
  const owned = (request: PluginRequest) => host.ownedJobItem(request, epitopePredictionSubject, 'epitope prediction');
  routes.put('/api/epitope_predictions/:id/run', async (request) =>
    host.runJob(request, epitopePredictionSubject, await owned(request)),
  );
  routes.put('/api/epitope_predictions/:id/cancel', async (request) =>
    host.cancelJob(request, epitopePredictionSubject, await owned(request)),
  );
}
