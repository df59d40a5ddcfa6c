import { useService } from '../hooks.tsx';
import { Features } from '../tokens.ts';
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

/** The Beta / New label a feature carries (spec 3 §6), nothing for an unlabelled one. */
export function FeatureBadge({ feature }: { feature: string }) {
  const badge = useService(Features).badge(feature);
  return badge ? <StatusBadge kind={badge} /> : null;
}

/** A small count beside a label, hidden at zero. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (!count) return null;
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is the count's handle, naming what is counted; screen readers read the number
    <span className="bn-count" aria-label={`${count} ${label}`}>
      {count}
    </span>
  );
}
