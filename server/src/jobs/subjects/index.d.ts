import type { JobSubjectDeclaration } from '@bench/sdk/backend';
import type { Item } from '../../items/build.ts';
import { type JobSubject } from './subject.ts';
export type { JobSubject, SubjectStatus } from './subject.ts';
/** Adds a plugin's job subject; returns the problem (an entity already run by another subject) or null. */
export declare function declareSubject(declaration: JobSubjectDeclaration): string | null;
/**
 * An item as a project copy holds it: a queued or running job belongs to the original (its job id,
 * price and progress are the original's live job), so the copy is not run (INIT), to be run again.
 */
export declare function withoutLiveJob(entity: string, body: Item): Item;
/** The kind of item a job runs, by entity; an unknown one is a job this server cannot run. */
export declare function subjectOf(entity: string): JobSubject;
