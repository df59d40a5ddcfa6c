import type { ValidationIssue } from '@bench/sdk';

/** Validation issues, errors before warnings; with `field`, only that field's. */
export function ValidationList({ issues, field }: { issues: readonly ValidationIssue[]; field?: string }) {
  const shown = issues
    .filter((i) => field === undefined || i.field === field)
    .sort((a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'));
  if (shown.length === 0) return null;
  return (
    <ul className="bn-issues" aria-label="Validation">
      {shown.map((issue, k) => (
        <li key={`${issue.field ?? ''}:${issue.code ?? ''}:${k}`} className={`bn-issues__item bn-issues__item--${issue.severity}`}>
          <span className="bn-issues__severity">{issue.severity === 'error' ? 'Error' : 'Warning'}</span> {issue.message}
        </li>
      ))}
    </ul>
  );
}
