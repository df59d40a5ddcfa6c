import { Button, Workspace, RelativeTime, useActiveItems, useService, type BaseItem } from '@bench/sdk';
import {
  ENTITY,
  GROUP_ENTITY,
  MESSAGES,
  SINGLE_CHAIN_HM,
  groupStatus,
  type PredictionGroup,
  type StructurePrediction,
  GROUP_TAB,
} from '@bench/family-structure-prediction';
import { BinButtons } from '@bench/family-structure-prediction/ui';

/** The session's Single-Chain HM groups with their derived status (shown with canSeeSingleChainHmGroup). */
export function GroupList() {
  const workspace = useService(Workspace);
  const groups = useActiveItems<PredictionGroup & BaseItem>(GROUP_ENTITY, MESSAGES.fetch).filter(
    (g) => g.type === SINGLE_CHAIN_HM.type,
  );
  const predictions = useActiveItems<StructurePrediction & BaseItem>(ENTITY, MESSAGES.fetch);
  if (groups.length === 0) return null;
  const sorted = [...groups].sort((a, b) => b.updated_timestamp.localeCompare(a.updated_timestamp));
  return (
    <table className="bn-sp-table" aria-label="Single-Chain HM groups">
      <thead>
        <tr>
          <th>Group</th>
          <th>Targets</th>
          <th>Status</th>
          <th>Updated</th>
          <th>
            <span className="bn-sp-table__hidden-title">Archive or delete</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((g) => (
          <tr key={g._id}>
            <td>
              <Button
                variant="link"
                onClick={() =>
                  workspace.openTab(
                    GROUP_TAB,
                    { type: GROUP_ENTITY, id: g._id, name: g.name, stage: 'targets' },
                    g.name,
                  )
                }
              >
                {g.name}
              </Button>
            </td>
            <td>{g.member_ids.length}</td>
            <GroupStatusCell
              status={groupStatus(
                g,
                predictions.filter((p) => g.member_ids.includes(p._id)),
              )}
            />
            <td>
              <RelativeTime date={g.updated_timestamp} />
            </td>
            <td>
              <BinButtons entity={GROUP_ENTITY} id={g._id} name={g.name} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const GroupStatusCell = ({ status }: { status: string }) => (
  <td className={`bn-sp-status bn-sp-status--${status}`}>{status}</td>
);
