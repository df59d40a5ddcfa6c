/**
 * The server half of a plugin (its `./server` entry): the contract the server loads it by, the
 * schema builders of its item types, the errors its routes answer with and the job fields. Nothing
 * here touches a database or a request; the server lends those through `ServerHost`.
 */
export type {
  ItemRules,
  ItemStore,
  PluginRequest,
  PluginRoutes,
  RouteHandler,
  ServerEntity,
  ServerEntry,
  ServerHost,
} from './contract.ts';
export { badRequest, conflict, firstProblems, forbidden, HttpError, notFound, validation } from './errors.ts';
export { ID_PATTERN, JOB_FIELDS, NOT_RUN, SERVER_FIELDS, without, type Item } from './fields.ts';
export { checkLigandText, checkSequence, tooLarge, type ItemLimits } from './limits.ts';
export { describeIssues, parse } from './parse.ts';
export {
  fieldSchema,
  freeName,
  id,
  jobFields,
  json,
  provenance,
  structureJobFields,
  typeSchemas,
  type Shape,
  type TypeSchemas,
} from './schemas.ts';
export {
  statusJobSubject,
  type JobSubjectDeclaration,
  type ResultOrigin,
  type StoreCollections,
  type SubjectStatus,
} from './subjects.ts';
