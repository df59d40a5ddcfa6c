/**
 * The action editor's summary of validation issues: every issue a form's `ValidationList`s do not
 * show beside their fields, so that each issue is shown exactly once.
 */
import { useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ValidationIssue } from '@bench/sdk';
import { type IssuePlacement, IssuePlacementContext, IssueItems } from '@bench/action-kit/ui';

/** Wraps an action form and its `ValidationSummary`, so that every issue is shown exactly once. */
export function IssuePlacementProvider({ children }: { children: ReactNode }) {
  const [placed, setPlaced] = useState<ReadonlySet<string>>(new Set());
  const place = useCallback((field: string) => {
    setPlaced((fields) => new Set([...fields, field]));
    return () => setPlaced((fields) => new Set([...fields].filter((f) => f !== field)));
  }, []);
  const value = useMemo<IssuePlacement>(() => ({ placed, place }), [placed, place]);
  return <IssuePlacementContext.Provider value={value}>{children}</IssuePlacementContext.Provider>;
}

/** The form's issues that no `ValidationList` shows beside its field. */
export function ValidationSummary({ issues }: { issues: readonly ValidationIssue[] }) {
  const placed = useContext(IssuePlacementContext)?.placed;
  return <IssueItems issues={issues.filter((i) => i.field === undefined || !placed?.has(i.field))} />;
}
