import {
  conflict,
  firstProblems,
  HttpError,
  ID_PATTERN,
  JOB_FIELDS,
  NOT_RUN,
  notFound,
  validation,
  without,
  type Item,
  type ItemRules,
  type ItemStore,
  type PluginRequest,
  type PluginRoutes,
  type ServerHost,
} from '@bench/sdk/backend';
import { structurePredictionSubject as subject } from './subject.ts';

const GROUPS = 'structure_prediction_groups';
const PREDICTIONS = 'structure_predictions';
/** what a client may change on a prediction (spec 3 §7: name, templates, ligands) */
const EDITABLE = ['name', 'single_chain_hm_template_ids', 'single_chain_hm_ligands_id'];

/**
 * The plugin model of a prediction type ('single-chain-hm' → task single_chain_hm) checks the input:
 * a malformed one (a field of the wrong kind, or one the job does not have) is a 400 naming it; the
 * model's first error is a 422 whose message the browser shows as it is (spec 3 §8).
 */
async function checkedInput(
  host: ServerHost,
  tx: ItemStore,
  sessionId: string,
  type: unknown,
  input: unknown,
): Promise<Record<string, unknown>> {
  if (typeof type !== 'string' || !type) throw validation('type: required');
  const model = host.model(type.replace(/-/g, '_'));
  if (!model || model.runs !== PREDICTIONS)
    throw new HttpError(400, 'NO_ENGINE', `No plugin on this server runs ${type} predictions.`);
  const fields = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const malformed = model.input?.problems({ task: model.task, pose_ids: [], collection_id: null, ...fields }) ?? [];
  if (malformed.length) throw validation(firstProblems(malformed));
  const poseIds = Array.isArray(fields.pose_ids) ? fields.pose_ids : [];
  const issue = model
    .validate?.(fields, await tx.validationContext(model, sessionId, poseIds))
    .find((i) => i.severity === 'error');
  if (issue) throw new HttpError(422, 'VALIDATION', issue.message);
  const sequence =
    typeof fields.sequence === 'string' ? fields.sequence.replace(/\s+/g, '').toUpperCase() : fields.sequence;
  return { ...fields, sequence };
}

/** Structure ids of the session: the templates, or the ones an input names (`field` in messages). */
async function checkedPoses(tx: ItemStore, sessionId: string, ids: unknown, field: string): Promise<string[]> {
  if (ids === undefined) return [];
  if (!Array.isArray(ids)) throw validation(`${field}: a list of structure ids`);
  for (const id of ids) await tx.sessionPose(sessionId, id);
  return ids as string[];
}

async function predictionFields(
  tx: ItemStore,
  sessionId: string,
  host: ServerHost,
  body: Record<string, unknown>,
  groupId: string | null,
) {
  const templates = await checkedPoses(
    tx,
    sessionId,
    body.single_chain_hm_template_ids,
    'single_chain_hm_template_ids',
  );
  const input = await checkedInput(host, tx, sessionId, body.type, body.input);
  await checkedPoses(tx, sessionId, input.pose_ids, 'input.pose_ids');
  return {
    name: String(body.name ?? '').trim() || 'Structure prediction',
    type: body.type,
    model_type: null,
    status: 'created',
    job_status: 'INIT',
    collection_id: null,
    group_id: groupId,
    single_chain_hm_template_ids: templates,
    single_chain_hm_ligands_id: body.single_chain_hm_ligands_id ?? null,
    errors_and_warnings: {},
    alignments: [],
    input,
    ...NOT_RUN,
  };
}

/** Predictions (spec 2 §3): the server sets status and results; a submitted one no longer changes. */
export function structurePredictionItemRules(host: ServerHost): ItemRules {
  return {
    prepareCreate: (body, sessionId, tx) => predictionFields(tx, sessionId, host, body, null),
    prepareUpdate(patch, existing) {
      if (!subject.runnable(existing)) throw conflict(`${String(existing.name)} has been submitted and cannot change.`);
      return Object.fromEntries(Object.entries(patch).filter(([key]) => EDITABLE.includes(key)));
    },
  };
}

/** Groups (spec 2 §3): named by the browser, members added through their own route, submitted once. */
export const structurePredictionGroupItemRules: ItemRules = {
  prepareCreate: (body) => ({
    name: String(body.name ?? '').trim() || 'Structure prediction group',
    type: String(body.type ?? ''),
    member_ids: [],
    submitted: false,
  }),
  prepareUpdate: (patch) => without(patch, ['member_ids', 'submitted', 'type', ...JOB_FIELDS]),
};

/** The group of the route, when it is in one of the caller's sessions (checked before any transaction). */
async function ownedGroup(host: ServerHost, request: PluginRequest): Promise<Item> {
  const { gid } = request.params;
  const group = ID_PATTERN.test(gid) ? await host.items(request).load(GROUPS, gid) : null;
  if (!group || group.is_deleted) throw notFound(`No such structure prediction group: ${gid}`);
  await host.ownedSession(request, String(group.session_id)).catch(() => {
    throw notFound(`No such structure prediction group: ${gid}`);
  });
  return group;
}

/** The group again, locked, inside a transaction. */
const lockedGroup = async (tx: ItemStore, group: Item) => (await tx.load(GROUPS, group._id, { lock: true }))!;

/**
 * spec 3 §7: members added to and removed from a group, the group submitted (every member priced,
 * debited and queued in one transaction, the group marked submitted with them), and a prediction's
 * alignments.
 */
export function registerStructurePredictionRoutes(routes: PluginRoutes, host: ServerHost): void {
  const publish = (
    request: PluginRequest,
    op: 'create' | 'update' | 'delete',
    type: typeof GROUPS | typeof PREDICTIONS,
    ids: string[],
    sessionId: string,
  ) => host.publish(request, { op, type, ids, sessionId });

  routes.post(
    '/api/structure_prediction_groups/:gid/structure_predictions',
    async (request) => {
      const owned = await ownedGroup(host, request);
      const body = host.checkedBody(PREDICTIONS, request.body);
      const { group, member } = await host.transaction(request, async (tx) => {
        const group = await lockedGroup(tx, owned);
        if (group.submitted) throw conflict(`${String(group.name)} has been submitted; it takes no more sequences.`);
        if (body.type !== undefined && body.type !== group.type)
          throw validation(`type: ${String(group.name)} holds ${String(group.type)} predictions`);
        const sessionId = String(group.session_id);
        const fields = await predictionFields(
          tx,
          sessionId,
          host,
          { ...body, type: body.type ?? group.type },
          group._id,
        );
        const [member] = await tx.insert(PREDICTIONS, sessionId, [fields]);
        await tx.patch(GROUPS, group._id, { member_ids: [...(group.member_ids as string[]), member._id] });
        return { group, member };
      });
      const sessionId = String(group.session_id);
      await publish(request, 'create', PREDICTIONS, [member._id], sessionId);
      await publish(request, 'update', GROUPS, [group._id], sessionId);
      return member;
    },
    { status: 201 },
  );

  routes.delete('/api/structure_prediction_groups/:gid/structure_predictions/:mid', async (request) => {
    const { mid } = request.params;
    const owned = await ownedGroup(host, request);
    const group = await host.transaction(request, async (tx) => {
      const group = await lockedGroup(tx, owned);
      if (group.submitted) throw conflict(`${String(group.name)} has been submitted; its sequences stay.`);
      const members = group.member_ids as string[];
      if (!members.includes(mid)) throw notFound(`No such member of ${String(group.name)}: ${mid}`);
      await tx.remove(PREDICTIONS, String(group.session_id), [mid]);
      await tx.patch(GROUPS, group._id, { member_ids: members.filter((id) => id !== mid) });
      return group;
    });
    const sessionId = String(group.session_id);
    await publish(request, 'delete', PREDICTIONS, [mid], sessionId);
    await publish(request, 'update', GROUPS, [group._id], sessionId);
    return { ok: true };
  });

  routes.post('/api/structure_prediction_groups/:gid/submit', async (request) => {
    const group = await ownedGroup(host, request);
    if (group.submitted) throw conflict(`${String(group.name)} has already been submitted.`);
    const members: Item[] = [];
    const items = host.items(request);
    for (const id of group.member_ids as string[]) {
      const member = await items.load(PREDICTIONS, id);
      if (member && !member.is_deleted) members.push(member);
    }
    if (members.length === 0) throw validation(`${String(group.name)} has no sequences to submit.`);
    const started = await host.runJobs(
      request,
      members.map((item) => ({ subject, item })),
      async (tx) => {
        if (!(await tx.patch(GROUPS, group._id, { submitted: true }, { key: 'submitted', values: ['false'] }))) {
          throw conflict(`${String(group.name)} has already been submitted.`);
        }
      },
    );
    await publish(request, 'update', GROUPS, [group._id], String(group.session_id));
    return { ...group, submitted: true, members: started };
  });

  routes.put('/api/structure_predictions/:id/cancel', async (request) => {
    const prediction = await host.ownedJobItem(request, subject, 'structure prediction');
    return host.cancelJob(request, subject, prediction);
  });

  routes.get('/api/structure_predictions/:id/alignments', async (request) => {
    const prediction = await host.ownedJobItem(request, subject, 'structure prediction');
    return prediction.alignments ?? [];
  });
}
