import { actionSubject } from './action.ts';
import { ddgResultSubject } from './ddgResult.ts';
import { epitopePredictionSubject } from './epitopePrediction.ts';
import { structurePredictionSubject } from './structurePrediction.ts';
import { thermoMpnnSubject } from './thermoMpnn.ts';
import type { Item } from '../../items/build.ts';
import type { JobSubject } from './subject.ts';

export type { JobSubject, SubjectStatus } from './subject.ts';

const SUBJECTS: readonly JobSubject[] = [actionSubject, ddgResultSubject, thermoMpnnSubject, epitopePredictionSubject, structurePredictionSubject];

/**
 * An item as a project copy holds it: a queued or running job belongs to the original (its job id,
 * price and progress are the original's live job), so the copy is not run (INIT), to be run again.
 */
export function withoutLiveJob(entity: string, body: Item): Item {
  const subject = SUBJECTS.find((kind) => kind.entity === entity);
  if (!subject || !['QUEUEING', 'RUNNING'].includes(String(body[subject.statusKey]))) return body;
  return { ...body, job_id: null, price: null, progress: null, ...subject.statusFields('INIT') };
}

/** The kind of item a job runs, by entity; an unknown one is a job this server cannot run. */
export function subjectOf(entity: string): JobSubject {
  const subject = SUBJECTS.find((kind) => kind.entity === entity);
  if (!subject) throw new Error(`Jobs on '${entity}' items are not known to this server.`);
  return subject;
}
