import { chargedPrice } from '@bench/action-kit';
import { recordOrEmpty } from '@bench/sdk/model';
import type { ActionModel, FeatureTable, EngineResult, UserFlags, ValidationIssue } from '@bench/sdk/model';
import type { AuthUser } from '../auth/users.ts';
import { appendLedger, ensureAccount } from '../billing/accountsRepo.ts';
import { debitDescription } from '../billing/descriptions.ts';
import { sessionName } from '../items/sessionsRepo.ts';
import type { AppContext } from '../context.ts';
import { HttpError, validation } from '../errors.ts';
import { newId } from '../ids.ts';
import type { Item } from '../items/build.ts';
import type { Queryable } from '../db/types.ts';
import { actionSubject } from './subjects/action.ts';
import type { JobSubject } from './subjects/index.ts';
import { refund, type LiveEvent } from './actionStore.ts';
import type { JobPipeline } from './pipeline.ts';
import { finishJob, insertJob, latestJobOf, type JobRow } from './repo.ts';
import { isActive, type Settled, type Settlement } from './settle.ts';
import {
  actionSettings,
  costContext,
  loadSourceData,
  selectionOf,
  jobValidationContext,
  type SourceData,
} from './sourceData.ts';

const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
/** An item's name, with its number where its type numbers runs (actions, DDG results). */
const label = (item: Item) => (item.task_id == null ? String(item.name) : `${item.name} ${item.task_id}`);

/**
 * 403 unless the user's flags open the action's feature (spec 3 §6), as the browser hides it, and
 * every flag-gated option `input` turns on.
 */
export function requireFeature(
  model: Pick<ActionModel, 'feature' | 'label' | 'gatedOptions'>,
  flags: UserFlags,
  features: FeatureTable,
  input?: unknown,
): void {
  const closed = (feature: string) => !features.isEnabled(feature, flags);
  if (model.feature && closed(model.feature)) {
    throw new HttpError(403, 'FEATURE_DISABLED', `${model.label} is not enabled for your account.`);
  }
  const option =
    input === undefined ? undefined : model.gatedOptions?.(recordOrEmpty(input)).find((o) => closed(o.feature));
  if (option) throw new HttpError(403, 'FEATURE_DISABLED', `${option.label} is not enabled for your account.`);
}

/** The refusals of a run, in the order the browser shows them: removed sources, availability, then the plugin's checks. */
function refusals(model: ActionModel, action: Item, data: SourceData, ctx: AppContext): ValidationIssue[] {
  if (data.missingPoseIds.length) {
    return [
      {
        field: 'pose_ids',
        severity: 'error',
        message: `Cannot open the input collection for action \`${label(action)}\`. The input collection might have been removed.`,
      },
    ];
  }
  const malformed = model.input?.problems(action.input) ?? [];
  if (malformed.length) return malformed.map((message) => ({ field: 'input', severity: 'error', message }));
  const availability = model.availability(selectionOf(data));
  if (!availability.enabled) return [{ field: 'pose_ids', severity: 'error', message: availability.hint }];
  const settings = actionSettings(ctx.config.maxResults, ctx.plugins.settings.forJob(model));
  return (model.validate?.(recordOrEmpty(action.input), jobValidationContext(data, settings)) ?? []).filter(
    (issue) => issue.severity === 'error',
  );
}

/** The plugin model that runs the item: by its input's task (actions), or the one that runs its entity. */
function modelOf(pipeline: JobPipeline, subject: JobSubject, item: Item): ActionModel {
  if (subject.taskOf) {
    const task = subject.taskOf(item);
    const model = pipeline.plugins.model(task);
    if (!model || model.runs !== subject.entity)
      throw new HttpError(400, 'NO_ENGINE', `No plugin on this server runs ${task.replace(/_/g, ' ')}.`);
    return model;
  }
  if (subject.entity !== 'actions') {
    const runner = pipeline.plugins.runnerOf(subject.entity);
    if (!runner)
      throw new HttpError(400, 'NO_ENGINE', `No plugin on this server runs ${subject.entity.replace(/_/g, ' ')}.`);
    return runner;
  }
  const task = (item.input as { task?: unknown } | undefined)?.task;
  const model = typeof task === 'string' ? pipeline.plugins.model(task) : undefined;
  if (!model) throw validation(`input.task: unknown task '${String(task)}'`);
  return model;
}

/** The refusal of a run the subject does not allow now: `state` is the item as last read. */
function notRunnable(subject: JobSubject, action: Item, state: Item): HttpError {
  if (subject.entity === 'actions') return conflict(`Action ${label(action)} has already run.`);
  const running = ['QUEUEING', 'RUNNING'].includes(String(state[subject.statusKey]));
  return conflict(`${label(action)} ${running ? 'is already running' : 'has already run'}.`);
}

/** A run checked and priced, ready to debit and queue. */
interface PlannedRun {
  subject: JobSubject;
  item: Item;
  model: ActionModel;
  action: Item;
  engine: string;
  price: number;
}

/** Re-validates the item with the plugin and prices it; nothing changes yet. */
async function planRun(
  ctx: AppContext,
  pipeline: JobPipeline,
  user: AuthUser,
  subject: JobSubject,
  item: Item,
): Promise<PlannedRun> {
  const model = modelOf(pipeline, subject, item);
  const action = subject.asAction(item, model.task);
  if (!subject.runnable(item)) throw notRunnable(subject, action, item);
  requireFeature(model, user.flags, pipeline.plugins.features, action.input);
  const chosen = await pipeline.engines.pick(model);
  if (!chosen) throw new HttpError(400, 'NO_ENGINE', `No engine can run ${model.label} on this server.`);

  const data = await loadSourceData(ctx.db, action);
  const issues = refusals(model, action, data, ctx);
  if (issues.length > 0) {
    throw new HttpError(400, 'VALIDATION', issues.map((issue) => issue.message).join('\n'), {
      issues: issues.map((issue) => ({ field: issue.field ?? null, message: issue.message })),
    });
  }
  // the server is the only authority on a price: stored structure facts, the engine that will answer
  const price =
    Math.round(
      chargedPrice(model.cost, recordOrEmpty(action.input), { ...costContext(data), engine: chosen.kind }) * 10_000,
    ) / 10_000;
  if (!Number.isFinite(price) || price < 0) throw new Error(`The cost rule of ${model.label} gave ${price}`);
  return { subject, item, model, action, engine: chosen.kind, price };
}

/** Debits, inserts and queues a planned run inside the caller's transaction. */
async function startRun(
  tx: Queryable,
  pipeline: JobPipeline,
  user: AuthUser,
  organisationId: string,
  run: PlannedRun,
): Promise<Item> {
  const { subject, item, model, action, price } = run;
  const current = await subject.load(tx, item._id, true);
  if (!current || !subject.runnable(current)) throw notRunnable(subject, action, current ?? item);
  if (price > 0) {
    await appendLedger(tx, organisationId, {
      type: 'debit',
      amount: -price,
      description: debitDescription(
        action as { name?: unknown; task_id?: unknown },
        model.label,
        await sessionName(tx, String(action.session_id)),
      ),
      reference: action._id,
      userId: user.id,
    });
  }
  const jobId = newId();
  await insertJob(tx, {
    id: jobId,
    subject_id: item._id,
    entity: subject.entity,
    session_id: String(action.session_id),
    organisation_id: organisationId,
    user_id: user.id,
    task: model.task,
    engine: run.engine,
    price,
  });
  await subject.patch(
    tx,
    item._id,
    { job_id: jobId, price, engine: run.engine, progress: null, error_message: null },
    'QUEUEING',
  );
  await pipeline.queue.enqueue(tx, jobId);
  return (await subject.load(tx, item._id))!;
}

/**
 * Run (API.md 'Actions and jobs'): re-validate with the plugin, price, then debit, queue and insert
 * the job in one transaction. Nothing changes when any step refuses. `item` is an action or another
 * job subject (a DDG result…), which the plugin's model sees through `subject.asAction`.
 */
export async function runJob(
  ctx: AppContext,
  pipeline: JobPipeline,
  user: AuthUser,
  subject: JobSubject,
  item: Item,
): Promise<Item> {
  const [ran] = await runJobs(ctx, pipeline, user, [{ subject, item }]);
  return ran!;
}

/**
 * Several runs at once, all or none: every item is checked and priced first, then all are debited
 * and queued in one transaction, together with `alsoInTransaction` (a group marked submitted…).
 */
export async function runJobs(
  ctx: AppContext,
  pipeline: JobPipeline,
  user: AuthUser,
  runs: readonly { subject: JobSubject; item: Item }[],
  alsoInTransaction?: (tx: Queryable) => Promise<void>,
): Promise<Item[]> {
  const planned: PlannedRun[] = [];
  for (const { subject, item } of runs) planned.push(await planRun(ctx, pipeline, user, subject, item));
  const organisation = await ensureAccount(ctx.db, user, ctx.config);
  const started = await ctx.db.transaction(async (tx) => {
    const items: Item[] = [];
    for (const run of planned) items.push(await startRun(tx, pipeline, user, organisation.id, run));
    await alsoInTransaction?.(tx);
    return items;
  });
  pipeline.queue.wake();
  return started;
}

/**
 * Ends the item's queued or running job with `act` through the job's settlement (settle.ts), then
 * stops its local run; 409 with `refusal` and the job's final state when it had ended first.
 */
async function endActiveJob<T>(
  ctx: AppContext,
  pipeline: JobPipeline,
  subjectId: string,
  how: Settlement,
  refusal: string,
  act: (tx: Queryable, job: JobRow) => Promise<T>,
): Promise<T> {
  const latest = await latestJobOf(ctx.db, subjectId);
  const settled: Settled<T> =
    latest && isActive(latest) ? await pipeline.settle(latest, how, isActive, act) : { done: false, job: latest };
  if (!settled.done) throw new HttpError(409, 'CONFLICT', refusal, { job_status: settled.job?.status ?? null });
  pipeline.cancelLocal(latest!.id);
  return settled.value;
}

/**
 * Cancel: a queued or running job stops and its price comes back, unless it ended first (409 with
 * its final state): the cancel and the job's own end are settled one after the other.
 */
export function cancelJob(ctx: AppContext, pipeline: JobPipeline, subject: JobSubject, item: Item): Promise<Item> {
  const refusal = `${subject.entity === 'actions' ? 'Action ' : ''}${label(item)} is not queued or running.`;
  return endActiveJob(ctx, pipeline, item._id, 'cancel', refusal, async (tx, job) => {
    await finishJob(tx, job.id, 'CANCELLED', 'Cancelled by the user.');
    await subject.patch(tx, item._id, { progress: null }, 'CANCELLED');
    await refund(tx, job, 'cancelled');
    return (await subject.load(tx, item._id))!;
  });
}

/** Results produced out of band complete a queued or running job, exactly as a finished run would. */
export function importActionResults(
  ctx: AppContext,
  pipeline: JobPipeline,
  action: Item,
  result: EngineResult,
): Promise<{ item: Item; events: LiveEvent[] }> {
  const refusal = `Action ${label(action)} has no queued or running job to import results into.`;
  return endActiveJob(ctx, pipeline, action._id, 'import', refusal, async (tx, job) => {
    const current = (await actionSubject.load(tx, action._id, true))!;
    const events = await actionSubject.complete(tx, current, job, result);
    return { item: (await actionSubject.load(tx, action._id))!, events };
  });
}
