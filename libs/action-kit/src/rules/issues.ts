/**
 * A job's validation messages as one table: each key gives the spec's message text, the issue code
 * and the form field it belongs to, so a plugin writes them once instead of three parallel tables.
 */
import type { ValidationIssue } from '@bench/sdk/model';

export interface IssueSpec {
  message: string;
  code: string;
  field: string;
}

export interface IssueCatalog<K extends string> {
  /** key → the spec's message text (what tests and forms compare against) */
  messages: { readonly [P in K]: string };
  /** the issue of `key`; `field` overrides the table's field where one message serves several fields */
  issue(key: K, severity?: ValidationIssue['severity'], field?: string): ValidationIssue;
}

export function issueCatalog<K extends string>(specs: { readonly [P in K]: IssueSpec }): IssueCatalog<K> {
  const keys = Object.keys(specs) as K[];
  const messages = Object.fromEntries(keys.map((key) => [key, specs[key].message])) as { [P in K]: string };
  return {
    messages,
    issue: (key, severity = 'error', field) => ({
      field: field ?? specs[key].field,
      code: specs[key].code,
      severity,
      message: specs[key].message,
    }),
  };
}
