import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActionModel, ModelOp, ValidationContext } from '@bench/sdk/model';
import type { AuthUser } from '../auth/users.ts';
import type { Db, Queryable } from '../db/types.ts';
import type { Item } from '../items/build.ts';
import type { EntityDeclaration } from '../items/entities.ts';
import type { ItemScope } from '../items/scope.ts';
import type { JobSubject } from '../jobs/subjects/index.ts';

/** A plugin type's own rules inside the generic item routes (routes/itemRoutes.ts). */
export interface ItemRules {
  /** runs in the create transaction: the fields the server fills (a counter, the pose's name…) */
  prepareCreate?(body: Record<string, unknown>, scope: ItemScope, tx: Queryable, user: AuthUser): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** the changes a client may make to `existing`; throws when it may make none */
  prepareUpdate?(patch: Record<string, unknown>, existing: Item, user: AuthUser): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** runs once the created item is committed and published (e.g. to run the jobs it made) */
  afterCreate?(item: Item, request: FastifyRequest): Promise<Item>;
}

/** What the server lends a plugin's server half: its jobs, ownership checks and live events. */
export interface ServerHost {
  readonly db: Db;
  /** prices, debits and queues the run of `item` for the caller (API.md 'Actions and jobs') */
  runJob(request: FastifyRequest, subject: JobSubject, item: Item): Promise<Item>;
  /** several runs, all or none, with `alsoInTransaction` committed together with them */
  runJobs(request: FastifyRequest, runs: readonly { subject: JobSubject; item: Item }[], alsoInTransaction?: (tx: Queryable) => Promise<void>): Promise<Item[]>;
  /** stops a queued or running job with its refund; 409 with the final state when it had ended */
  cancelJob(subject: JobSubject, item: Item): Promise<Item>;
  /** the caller's item of `subject` named by the route's `:id` (404 when absent or someone else's) */
  ownedJobItem(request: FastifyRequest, subject: JobSubject, noun: string): Promise<Item>;
  /** the session when the caller owns it, else 404 */
  ownedSession(request: FastifyRequest, sessionId: string): Promise<Item>;
  /** a `model` event on the session's channel after a write */
  publish(request: FastifyRequest, event: { op: ModelOp; type: string; ids: string[]; sessionId: string }): Promise<void>;
  /** the action model of a task, by its internal or wire name */
  model(task: string): ActionModel | undefined;
  /** the model whose runs are items of `entity` */
  runnerOf(entity: string): ActionModel | undefined;
  /** what a model's `validate` sees for structures of a session (the plugins' settings included) */
  validationContext(tx: Queryable, sessionId: string, poseIds: readonly unknown[]): Promise<ValidationContext>;
}

/** A plugin's own type: declared for storage, with its job subject and its rules in the item routes. */
export interface ServerEntity extends EntityDeclaration {
  /** how the job pipeline runs items of this type, when they are run */
  subject?: JobSubject;
  rules?(host: ServerHost): ItemRules;
}

/** What a plugin's `./server` entry exports as `server`. */
export interface ServerEntry {
  entities?: ServerEntity[];
  /** the plugin's own routes (run, cancel, members…), registered after the generic ones */
  routes?(app: FastifyInstance, host: ServerHost): void;
}
