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
  type BaseItem,
} from '@bench/sdk';
import {
  FEATURE,
  GROUP_ENTITY,
  MESSAGES,
  SINGLE_CHAIN_HM,
  newGroupName,
  type PredictionGroup,
  AI_FOLDING_CREATOR_TAB,
  ANTIBODY_CREATOR_TAB,
  FULL_LENGTH_ANTIBODY_CREATOR_TAB,
  GROUP_TAB,
  SINGLE_CHAIN_CREATOR_TAB,
} from '@bench/family-structure-prediction';
import { GroupList } from './GroupList.tsx';
import { PredictionList, usePredictionCalls } from '@bench/family-structure-prediction/ui';
import '@bench/family-structure-prediction/ui.css';

/**
 * The panel's creators (spec 2 §2.8): shown when a loaded plugin of the family serves the tab kind and
 * the user's flags allow, enabled when a server engine runs the task, with their feature's Beta / New badge.
 */
const CREATORS: readonly { label: string; task: string; tabKind: string; feature?: string }[] = [
  { label: 'Single-Chain HM', task: 'single_chain_hm', tabKind: SINGLE_CHAIN_CREATOR_TAB },
  { label: 'Antibody HM', task: 'antibody_hm', tabKind: ANTIBODY_CREATOR_TAB },
  {
    label: 'Full-Length Antibody HM',
    task: 'full_length_antibody_hm',
    feature: FEATURE.fullLengthAntibody,
    tabKind: FULL_LENGTH_ANTIBODY_CREATOR_TAB,
  },
  { label: 'AI Folding', task: 'ai_folding', feature: FEATURE.aiFolding, tabKind: AI_FOLDING_CREATOR_TAB },
];

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
  const loaded = (tabKind: string) => registry.tabKind(tabKind) !== undefined;
  const allowed = CREATORS.filter((c) => loaded(c.tabKind) && (!c.feature || features.isEnabled(c.feature)));
  const groupFlow = loaded(GROUP_TAB) && features.isEnabled(FEATURE.group);
  return (
    <div className="bn-sp-panel">
      <div className="bn-sp-panel__creators">
        {allowed.map((creator) => {
          const enabled = creator.task in engines;
          return (
            <Button
              key={creator.task}
              small
              disabled={!enabled}
              title={enabled ? undefined : `No engine on this server runs ${creator.label}.`}
              onClick={() =>
                workspace.openTab(
                  creator.tabKind,
                  { type: 'structure_predictions', id: creator.task, name: creator.label },
                  creator.label,
                )
              }
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
