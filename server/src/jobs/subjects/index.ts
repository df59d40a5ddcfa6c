import type { JobSubjectDeclaration } from '@bench/sdk/backend';
import { actionSubject } from './action.ts';
import type { Item } from '../../items/build.ts';
import { jobSubject, type JobSubject } from './subject.ts';

export type { JobSubject, SubjectStatus } from './subject.ts';

/**
 * The kinds of item jobs run, by entity: actions, and those the loaded plugins' `./server` entries
 * declare. Process-wide, like the entity types (items/entities.ts), because the job runner and
 * recovery find a job's subject by its stored entity name.
 */
const SUBJECTS = new Map<string, JobSubject>([[actionSubject.entity, actionSubject]]);

/** The declarations the subjects were made from: the same declaration loaded again (a second server in one process) is no conflict. */
const DECLARED = new Map<string, JobSubjectDeclaration>();

/** Adds a plugin's job subject; returns the problem (an entity already run by another subject) or null. */
export function declareSubject(declaration: JobSubjectDeclaration): string | null {
  const known = DECLARED.get(declaration.entity);
  if (SUBJECTS.has(declaration.entity) && known !== declaration)
    return `jobs on '${declaration.entity}' items are already declared`;
  DECLARED.set(declaration.entity, declaration);
  SUBJECTS.set(declaration.entity, jobSubject(declaration));
  return null;
}

/**
 * An item as a project copy holds it: a queued or running job belongs to the original (its job id,
 * price and progress are the original's live job), so the copy is not run (INIT), to be run again.
 */
export function withoutLiveJob(entity: string, body: Item): Item {
  const subject = SUBJECTS.get(entity);
  if (!subject || !['QUEUEING', 'RUNNING'].includes(String(body[subject.statusKey]))) return body;
  return { ...body, job_id: null, price: null, progress: null, ...subject.statusFields('INIT') };
}

/** The kind of item a job runs, by entity; an unknown one is a job this server cannot run. */
export function subjectOf(entity: string): JobSubject {
  const subject = SUBJECTS.get(entity);
  if (!subject) throw new Error(`Jobs on '${entity}' items are not known to this server.`);
  return subject;
}
