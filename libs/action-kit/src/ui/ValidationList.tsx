import { createContext, useContext, useEffect } from 'react';
import type { ValidationIssue } from '@bench/sdk';
import './action-kit.css';

/** Fields whose issues a form shows beside the field itself; the summary leaves those out. */
export interface IssuePlacement {
  placed: ReadonlySet<string>;
  place(field: string): () => void;
}

/**
 * Where each `ValidationList` tells which field it shows: provided by whatever shows the form's
 * issue summary, so that every issue is shown exactly once.
 */
export const IssuePlacementContext = createContext<IssuePlacement | null>(null);

/** Issues as a list, errors before warnings. */
export function IssueItems({ issues }: { issues: readonly ValidationIssue[] }) {
  const shown = [...issues].sort((a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'));
  if (shown.length === 0) return null;
  return (
    <ul className="bn-issues" aria-label="Validation">
      {shown.map((issue, k) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: issues have no id and the same field and code can repeat
          key={`${issue.field ?? ''}:${issue.code ?? ''}:${k}`}
          className={`bn-issues__item bn-issues__item--${issue.severity}`}
        >
          <span className="bn-issues__severity">{issue.severity === 'error' ? 'Error' : 'Warning'}</span>{' '}
          {issue.message}
        </li>
      ))}
    </ul>
  );
}

/** One field's validation issues, errors before warnings, shown beside the field. */
export function ValidationList({ issues, field }: { issues: readonly ValidationIssue[]; field: string }) {
  const placement = useContext(IssuePlacementContext);
  const place = placement?.place;
  useEffect(() => place?.(field), [place, field]);
  return <IssueItems issues={issues.filter((i) => i.field === field)} />;
}
