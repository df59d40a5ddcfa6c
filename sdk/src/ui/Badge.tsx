import './badge.css';
export type BadgeKind = 'beta' | 'new' | 'simulated';

const LABELS: Record<BadgeKind, string> = { beta: 'Beta', new: 'New', simulated: 'Simulated' };

/** Beta / New feature labels, and the Simulated mark on synthetic results (DESIGN §6). */
export function StatusBadge({ kind, title }: { kind: BadgeKind; title?: string }) {
  return (
    <span className={`bn-badge bn-badge--${kind}`} title={title}>
      {LABELS[kind]}
    </span>
  );
}

/** A small count beside a label, hidden at zero. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (!count) return null;
  return (
    <span className="bn-count" aria-label={`${count} ${label}`}>
      {count}
    </span>
  );
}
