import { useState } from 'react';
import {
  Button,
  FeatureBadge,
  Features,
  Settings,
  Workspace,
  useActiveItems,
  useRegistry,
  useService,
  useUser,
  type BaseItem,
} from '@bench/sdk';
import {
  FEATURE,
  GROUP_ENTITY,
  GROUP_TAB,
  MESSAGES,
  PREDICTIONS_PANEL,
  SINGLE_CHAIN_HM,
  newGroupName,
  type PredictionGroup,
} from '@bench/family-structure-prediction';
import { GroupList } from './GroupList.tsx';
import { PredictionList, usePredictionCalls } from '@bench/family-structure-prediction/ui';
import '@bench/family-structure-prediction/ui.css';

/** 'Single-Chain HM group': a new group named 'Single-Chain HM N', opened at its targets; disabled while it is being created. */
function NewGroupButton({ enabled }: { enabled: boolean }) {
  const calls = usePredictionCalls();
  const workspace = useService(Workspace);
  const groups = useActiveItems<PredictionGroup & BaseItem>(GROUP_ENTITY, MESSAGES.fetch);
  const [creating, setCreating] = useState(false);
  const create = async () => {
    setCreating(true);
    try {
      const group = await calls.createGroup({ name: newGroupName(groups), type: SINGLE_CHAIN_HM.type });
      workspace.openTab(
        GROUP_TAB,
        { type: GROUP_ENTITY, id: group._id, name: group.name, stage: 'targets' },
        group.name,
      );
    } catch {
      // logged by createGroup (spec 2 §8: logged only)
    } finally {
      setCreating(false);
    }
  };
  return (
    <Button
      small
      disabled={!enabled || creating}
      title={enabled ? undefined : 'No engine on this server runs Single-Chain HM.'}
      onClick={() => void create()}
    >
      Single-Chain HM group <FeatureBadge feature={FEATURE.group} />
    </Button>
  );
}

export default function PredictionsPanel() {
  const workspace = useService(Workspace);
  const { engines } = useService(Settings).values;
  const features = useService(Features);
  const registry = useRegistry();
  // the creators (spec 2 §2.8): the launchers the family's method plugins put here, as the user's flags allow
  const creators = registry.visibleTo(registry.launchers, useUser()).filter((l) => l.panel === PREDICTIONS_PANEL);
  const groupFlow = registry.tabKind(GROUP_TAB) !== undefined && features.isEnabled(FEATURE.group);
  return (
    <div className="bn-sp-panel">
      <div className="bn-sp-panel__creators">
        {creators.map((creator) => {
          const enabled = creator.task === undefined || creator.task in engines;
          return (
            <Button
              key={creator.fullId}
              small
              disabled={!enabled}
              title={enabled ? undefined : `No engine on this server runs ${creator.label}.`}
              onClick={() => workspace.openTab(creator.tabKind, { type: creator.tabKind }, creator.label)}
            >
              {creator.label}
              {creator.feature && <FeatureBadge feature={creator.feature} />}
            </Button>
          );
        })}
        {groupFlow && <NewGroupButton enabled={SINGLE_CHAIN_HM.task in engines} />}
      </div>
      {groupFlow && <GroupList />}
      <PredictionList />
    </div>
  );
}
