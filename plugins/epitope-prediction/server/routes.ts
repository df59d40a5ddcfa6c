import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  displayName, HttpError, insertItems, JOB_FIELDS, newItem, NOT_RUN, sessionPose, validation, without,
  type AuthUser, type Item, type ItemRules, type ItemScope, type Queryable, type ServerHost,
} from '@bench/server/plugin';
import { epitopePredictionSubject } from './subject.ts';

const PIPELINE_FIELDS = ['status', 'outputs', 'pose_collection_id', ...JOB_FIELDS];

/** The fields of a new epitope prediction of one structure (spec 2 §3): INIT; the engine fills in default alleles and length. */
async function predictionFields(tx: Queryable, scope: ItemScope, inputs: Record<string, unknown>): Promise<Record<string, unknown>> {
  const pose = await sessionPose(tx, scope, inputs.pose_id);
  return {
    name: String(pose.name ?? ''), inputs: { ...inputs, pose_id: pose._id, pose_name: String(pose.name ?? '') }, outputs: {},
    pose_collection_id: pose.pose_collection_id ?? null, status: 'INIT', job_status: 'INIT', ...NOT_RUN,
  };
}

/** Epitope predictions made one by one (the view usually makes them, below). */
export const epitopePredictionItemRules: ItemRules = {
  async prepareCreate(body: Record<string, unknown>, scope: ItemScope, tx: Queryable) {
    const fields = await predictionFields(tx, scope, (body.inputs ?? {}) as Record<string, unknown>);
    return { ...fields, ...without(without(body, PIPELINE_FIELDS), ['inputs']) };
  },
  prepareUpdate(patch: Record<string, unknown>) {
    return without(without(patch, PIPELINE_FIELDS), ['inputs']);
  },
};

const CHOICES = ['mhc_allele_list', 'epitope_length', 'cutoffs'];

/** The run's choices (alleles, length, cutoffs) from an untrusted body (its schema makes `inputs` an object), refused with 400 as the plugin's model checks them. */
async function checkedChoices(host: ServerHost, tx: Queryable, scope: ItemScope, poseIds: unknown[], raw: unknown): Promise<Record<string, unknown>> {
  const choices = Object.fromEntries(Object.entries((raw ?? {}) as Record<string, unknown>).filter(([key]) => CHOICES.includes(key)));
  const model = host.runnerOf('epitope_predictions');
  if (!model?.validate) return choices;
  const refused = model.validate(choices, await host.validationContext(tx, String(scope.sessionId), poseIds)).find((i) => i.severity === 'error');
  if (refused) throw validation(`${refused.field ?? 'inputs'}: ${refused.message}`);
  return choices;
}

/**
 * Epitope prediction views (spec 2 §3, §7): created from the selected structures (at least 1), each
 * getting its prediction, which the server then runs (1 credit per sequence) and reports live.
 */
export function epitopeViewItemRules(host: ServerHost): ItemRules {
  return {
    async prepareCreate(body: Record<string, unknown>, scope: ItemScope, tx: Queryable, user: AuthUser) {
      const poseIds = Array.isArray(body.pose_ids) ? body.pose_ids : [];
      if (poseIds.length === 0) throw validation('pose_ids: select at least 1 structure');
      const inputs = await checkedChoices(host, tx, scope, poseIds, body.inputs);
      const predictions = [];
      const actor = { id: user.id, name: displayName(user) };
      for (const poseId of poseIds) predictions.push(newItem(await predictionFields(tx, scope, { ...inputs, pose_id: poseId }), actor, { sessionId: scope.sessionId }));
      await insertItems(tx, 'epitope_predictions', predictions);
      const { inputs: _inputs, ...rest } = body;
      return { name: 'Epitope prediction', unit: 'rank', ...rest, epitope_prediction_ids: predictions.map((p) => p._id) };
    },
    prepareUpdate(patch: Record<string, unknown>) {
      return without(patch, ['epitope_prediction_ids', 'pose_ids']);
    },
    async afterCreate(view: Item, request: FastifyRequest) {
      const ids = view.epitope_prediction_ids as string[];
      const sessionId = String(view.session_id);
      await host.publish(request, { op: 'create', type: 'epitope_predictions', ids, sessionId });
      for (const id of ids) {
        const prediction = (await epitopePredictionSubject.load(host.db, id))!;
        try {
          await host.runJob(request, epitopePredictionSubject, prediction);
        } catch (error) {
          // the view stays: a prediction that could not start (credits, no engine) says why and can run later
          const message = error instanceof HttpError ? error.message : (error as Error).message;
          await epitopePredictionSubject.patch(host.db, id, { error_message: message });
        }
      }
      await host.publish(request, { op: 'update', type: 'epitope_predictions', ids, sessionId });
      return view;
    },
  };
}

/** Run (spec 3 §7: PUT /api/epitope_predictions/{id}/run). */
export function registerEpitopeRoutes(app: FastifyInstance, host: ServerHost): void {
  app.put('/api/epitope_predictions/:id/run', async (request) => {
    const prediction = await host.ownedJobItem(request, epitopePredictionSubject, 'epitope prediction');
    const ran = await host.runJob(request, epitopePredictionSubject, prediction);
    await host.publish(request, { op: 'update', type: 'epitope_predictions', ids: [ran._id], sessionId: String(ran.session_id) });
    return ran;
  });
}
