import { useRegistry, useUser } from '@bench/sdk';
import { Launchers } from './Launchers.tsx';
import { PanelFrame } from './PanelFrame.tsx';

/** The registry's panels of one side, in order; the left column starts with the loader buttons. */
export function SessionColumn({
  side,
  sessionId,
  width,
}: {
  side: 'left' | 'right';
  sessionId: string;
  width: number;
}) {
  const registry = useRegistry();
  const panels = registry.visibleTo(
    registry.panels.filter((p) => p.side === side),
    useUser(),
  );
  return (
    <aside
      className={`bn-column bn-column--${side}`}
      style={{ width }}
      aria-label={`${side === 'left' ? 'Left' : 'Right'} panels`}
    >
      {side === 'left' && <Launchers />}
      {panels.map((panel) => (
        <PanelFrame key={panel.fullId} panel={panel} sessionId={sessionId} />
      ))}
    </aside>
  );
}
