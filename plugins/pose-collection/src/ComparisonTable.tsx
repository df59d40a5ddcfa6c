import { useState, type ReactNode } from 'react';
import { Button, type PoseSummary } from '@bench/sdk';
import type { PoseCollection } from './model.ts';

export interface ComparisonTableProps {
  /** collections being compared, in the order they were added */
  compared: readonly PoseCollection[];
  /** other collections of the session that can be added */
  candidates: readonly PoseCollection[];
  poses: readonly PoseSummary[];
  /** the compared collections' poses, to select and show in the viewer */
  table: ReactNode;
  onAdd(collectionId: string): void;
  onRemove(collectionId: string): void;
}

/** Other collections shown beside this one in the viewers; removing one also hides its poses. */
export function ComparisonTable({ compared, candidates, poses, table, onAdd, onRemove }: ComparisonTableProps) {
  const [choice, setChoice] = useState('');
  const count = (id: string, visible = false) =>
    poses.filter((p) => p.pose_collection_id === id && (!visible || p.is_visible)).length;
  return (
    <section className="bn-pose-compare" aria-label="Comparison">
      <div className="bn-toolbar">
        <strong>Compare with</strong>
        <select aria-label="Collection to compare" value={choice} onChange={(e) => setChoice(e.target.value)}>
          <option value="">Choose a collection…</option>
          {candidates.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
        </select>
        <Button small disabled={!choice} onClick={() => (onAdd(choice), setChoice(''))}>
          Add to comparison
        </Button>
      </div>
      {compared.length > 0 && (
        <table className="bn-pose-compare__table">
          <thead>
            <tr>
              <th>Collection</th>
              <th>Poses</th>
              <th>In viewer</th>
              <th aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {compared.map((c) => (
              <tr key={c._id}>
                <td>{c.name}</td>
                <td>{count(c._id)}</td>
                <td>{count(c._id, true)}</td>
                <td>
                  <Button small onClick={() => onRemove(c._id)} aria-label={`Remove ${c.name} from comparison`}>
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {compared.length > 0 && table}
    </section>
  );
}
