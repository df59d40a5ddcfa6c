import items from './001_items.ts';
import billing from './002_billing.ts';
import structures from './003_structures.ts';
import collectionCounts from './004_collection_counts.ts';
import jobs from './005_jobs.ts';
import collectionVersions from './006_collection_versions.ts';
import localPasswords from './007_local_passwords.ts';
import jobSubjects from './008_job_subjects.ts';

/** Applied in this order, each once; append new ones, never edit an applied one. */
export const MIGRATIONS: { id: string; sql: string }[] = [
  { id: '001_items', sql: items },
  { id: '002_billing', sql: billing },
  { id: '003_structures', sql: structures },
  { id: '004_collection_counts', sql: collectionCounts },
  { id: '005_jobs', sql: jobs },
  { id: '006_collection_versions', sql: collectionVersions },
  { id: '007_local_passwords', sql: localPasswords },
  { id: '008_job_subjects', sql: jobSubjects },
];
