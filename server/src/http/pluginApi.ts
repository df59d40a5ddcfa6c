/**
 * What a plugin's server half (its `./server` entry) may import from the server: the contract it
 * exports, the schema builders of its item types, the errors the routes answer with, and the item
 * and job helpers that run inside a transaction. Everything else of the server stays private; the
 * services bound to a running server come through `ServerHost`.
 */
export type { ItemRules, ServerEntity, ServerEntry, ServerHost } from './pluginContract.ts';
export type { AuthUser } from '../auth/users.ts';
export { displayName } from '../auth/users.ts';
export type { Db, Queryable } from '../db/types.ts';
export { HttpError, notFound, validation } from '../errors.ts';
export { ID_PATTERN } from '../ids.ts';
export { newItem, type Actor, type Item } from '../items/build.ts';
export type { ItemLimits } from '../items/limits.ts';
export { checkSequence } from '../items/limits.ts';
export { deleteItems, insertItems } from '../items/repo.ts';
export type { ItemScope } from '../items/scope.ts';
export { freeName, id, jobFields, json, provenance, structureJobFields, typeSchemas, type TypeSchemas } from '../items/schemas/common.ts';
export { nextTaskId } from '../items/sessionsRepo.ts';
export { finishJob } from '../jobs/repo.ts';
export { storeResults } from '../jobs/results.ts';
export { jobSubject, statusJobSubject, type JobSubject, type SubjectStatus } from '../jobs/subjects/subject.ts';
export { loadJobItem, patchJobItem } from '../jobs/subjects/subjectRepo.ts';
export { actorOf } from '../routes/itemRoutes.ts';
export { JOB_FIELDS, NOT_RUN, sessionPose, without } from '../routes/jobItemRules.ts';
