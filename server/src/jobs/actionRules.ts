import type { Queryable } from '../db/types.ts';
import { firstProblems, HttpError, validation } from '../errors.ts';
import type { Item } from '../items/build.ts';
import type { ItemScope } from '../items/scope.ts';
import type { JobPipeline } from './pipeline.ts';
import { nextTaskId } from '../items/sessionsRepo.ts';
import type { AuthUser } from '../auth/users.ts';
import { requireFeature } from './service.ts';

/** Fields only the job pipeline writes; a client's values are dropped. */
const PIPELINE_FIELDS = [
  'task_id',
  'job_id',
  'status',
  'is_executed',
  'results_collection_id',
  'verification',
  'sequence_results',
  'engine',
  'progress',
  'error_message',
  'price',
  'notes',
  'method',
];

function withoutPipelineFields(body: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...body };
  for (const field of PIPELINE_FIELDS) delete rest[field];
  return rest;
}

/**
 * The engine of the input's task; refuses an unknown task, a malformed input (its job's schema
 * names each malformed field) and one the user's flags do not open.
 */
async function engineFor(pipeline: JobPipeline, input: unknown, user: AuthUser): Promise<string | null> {
  if (input === undefined) return null;
  const task = (input as { task?: unknown } | null)?.task;
  const model = typeof task === 'string' ? pipeline.plugins.model(task) : undefined;
  if (!model) throw validation(`input.task: unknown task '${String(task)}'`);
  const problems = model.input?.problems(input) ?? [];
  if (problems.length) throw validation(firstProblems(problems));
  requireFeature(model, user.flags, pipeline.plugins.features, input);
  return (await pipeline.engines.pick(model))?.kind ?? null;
}

/** The generic create and update of actions, with the rules of API.md 'Actions and jobs'. */
export function actionItemRules(pipeline: JobPipeline) {
  return {
    async prepareCreate(body: Record<string, unknown>, scope: ItemScope, tx: Queryable, user: AuthUser) {
      const engine = await engineFor(pipeline, body.input, user);
      return {
        results: [],
        score_function: null,
        ...withoutPipelineFields(body),
        task_id: await nextTaskId(tx, scope.sessionId!),
        job_id: null,
        status: 'INIT',
        is_executed: false,
        results_collection_id: null,
        verification: null,
        sequence_results: null,
        engine,
        progress: null,
        error_message: null,
        price: null,
      };
    },
    async prepareUpdate(patch: Record<string, unknown>, existing: Item, user: AuthUser) {
      if (existing.status !== 'INIT') {
        const message =
          (patch.input as { mutations?: unknown } | undefined)?.mutations !== undefined
            ? 'You cannot change mutations after your action has run'
            : 'This action has run and can no longer be changed.';
        throw new HttpError(409, 'NOT_EDITABLE', message);
      }
      const changes = withoutPipelineFields(patch);
      return changes.input === undefined
        ? changes
        : { ...changes, engine: await engineFor(pipeline, changes.input, user) };
    },
  };
}
