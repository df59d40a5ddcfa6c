import type { PanelProps } from '@bench/sdk';
import { NewActionList } from './NewActionList.tsx';
import { SessionActionList } from './SessionActionList.tsx';
import './actions.css';

/** The Actions panel: launch an action on the selected structures, or reopen one of the session's. */
export default function ActionsPanel({ sessionId }: PanelProps) {
  return (
    <div className="bn-actions-panel">
      <NewActionList sessionId={sessionId} />
      <SessionActionList />
    </div>
  );
}
