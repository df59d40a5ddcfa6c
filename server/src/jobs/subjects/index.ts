import { actionSubject } from './action.ts';
import { ddgResultSubject } from './ddgResult.ts';
import { epitopePredictionSubject } from './epitopePrediction.ts';
import { structurePredictionSubject } from './structurePrediction.ts';
import { thermoMpnnSubject } from './thermoMpnn.ts';
import type { JobSubject } from './subject.ts';

export type { JobSubject, SubjectStatus } from './subject.ts';

const SUBJECTS: readonly JobSubject[] = [actionSubject, ddgResultSubject, thermoMpnnSubject, epitopePredictionSubject, structurePredictionSubject];

/** The kind of item a job runs, by entity; an unknown one is a job this server cannot run. */
export function subjectOf(entity: string): JobSubject {
  const subject = SUBJECTS.find((kind) => kind.entity === entity);
  if (!subject) throw new Error(`Jobs on '${entity}' items are not known to this server.`);
  return subject;
}
