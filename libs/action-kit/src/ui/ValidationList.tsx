import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ValidationIssue } from '@bench/sdk';
import './action-kit.css';

/** Fields whose issues a form shows beside the field itself; the summary leaves those out. */
interface IssuePlacement {
  placed: ReadonlySet<string>;
  place(field: string): () => void;
}

const PlacementContext = createContext<IssuePlacement | null>(null);

/** Wraps an action form and its `ValidationSummary`, so that every issue is shown exactly once. */
export function IssuePlacementProvider({ children }: { children: ReactNode }) {
  const [placed, setPlaced] = useState<ReadonlySet<string>>(new Set());
  const place = useCallback((field: string) => {
    setPlaced((fields) => new Set([...fields, field]));
    return () => setPlaced((fields) => new Set([...fields].filter((f) => f !== field)));
  }, []);
  const value = useMemo<IssuePlacement>(() => ({ placed, place }), [placed, place]);
  return <PlacementContext.Provider value={value}>{children}</PlacementContext.Provider>;
}

function IssueItems({ issues }: { issues: readonly ValidationIssue[] }) {
  const shown = [...issues].sort((a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'));
  if (shown.length === 0) return null;
  return (
    <ul className="bn-issues" aria-label="Validation">
      {shown.map((issue, k) => (
        <li
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
  const placement = useContext(PlacementContext);
  const place = placement?.place;
  useEffect(() => place?.(field), [place, field]);
  return <IssueItems issues={issues.filter((i) => i.field === field)} />;
}

/** The form's issues that no `ValidationList` shows beside its field. */
export function ValidationSummary({ issues }: { issues: readonly ValidationIssue[] }) {
  const placed = useContext(PlacementContext)?.placed;
  return <IssueItems issues={issues.filter((i) => i.field === undefined || !placed?.has(i.field))} />;
}
