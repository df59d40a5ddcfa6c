import { SIMULATED_NOTE, StatusBadge, isSimulated } from '@bench/sdk';
import type { PoseCollection } from './model.ts';

/** The collection header's mark on a simulated engine's results. */
export function SimulatedNotice({ collection }: { collection: PoseCollection }) {
  if (!isSimulated(collection)) return null;
  return (
    <p className="bn-pose-collection__simulated" role="note" aria-label="Simulated results">
      <StatusBadge kind="simulated" title={SIMULATED_NOTE} /> {SIMULATED_NOTE}
    </p>
  );
}
