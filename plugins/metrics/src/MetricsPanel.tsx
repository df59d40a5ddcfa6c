import { selectionSummary } from '@bench/action-kit';
import { useSelection } from '@bench/action-kit/ui';
import { EmptyState, useRegistry, useUser, type PanelProps } from '@bench/sdk';
import { MetricSection } from './MetricSection.tsx';
import './metrics.css';

/**
 * The Metrics panel (spec 2 §2.10, spec 3 §2): one section per contributed kind of result, each with
 * its create button (following the selected structures) and the session's items of that kind.
 */
export default function MetricsPanel({ sessionId }: PanelProps) {
  const registry = useRegistry();
  const metrics = registry.visibleTo(registry.metrics, useUser());
  const selection = useSelection(sessionId);
  const summary = selectionSummary(selection.poses);
  if (metrics.length === 0) return <EmptyState title="No kind of metric is installed." />;
  return (
    <section className="bn-metrics" aria-label="Metrics">
      {metrics.map((metric) => (
        <MetricSection key={metric.fullId} metric={metric} selection={selection} summary={summary} />
      ))}
    </section>
  );
}
