import { LazyView, useRegistry, useUser, type SequenceViewerData, type TabData } from '@bench/sdk';
import { sequenceViewers } from './model.ts';
import './sequence-collection.css';

/** The registered viewers that show sequences (the logo), each in its own section. */
export function SequenceViewers({
  sessionId,
  tab,
  data,
}: {
  sessionId: string;
  tab: TabData;
  data: SequenceViewerData;
}) {
  const registry = useRegistry();
  const viewers = registry.visibleTo(sequenceViewers(registry.viewers), useUser());
  return viewers.map((viewer) => (
    <section key={viewer.fullId} className="bn-seqcol__viewer" aria-label={viewer.label}>
      <LazyView loader={viewer.component} props={{ sessionId, tab, data }} what={`the ${viewer.label}`} />
    </section>
  ));
}
