import { importResults } from '../results.ts';
import { jobSubject } from './subject.ts';

/** Actions (spec 1 §3): run once from INIT; results become a collection (API.md 'Actions and jobs'). */
export const actionSubject = jobSubject({
  entity: 'actions',
  statusKey: 'status',
  statusFields: (status) => ({ status }),
  runnable: (action) => action.status === 'INIT',
  asAction: (action) => action,
  complete: importResults,
});
