import { Button, Settings, Workspace, isFeatureEnabled, useService, useUser } from '@bench/sdk';
import { PredictionList } from './PredictionList.tsx';
import { SINGLE_CHAIN_CREATOR_TAB } from './tabs.ts';
import './structure-prediction.css';

/** The panel's creators (spec 2 §2.8): shown when the user's flags allow, enabled when a server engine runs the task. */
const CREATORS = [
  { label: 'Single-Chain HM', task: 'single_chain_hm', tabKind: SINGLE_CHAIN_CREATOR_TAB },
  { label: 'Antibody HM', task: 'antibody_hm' },
  { label: 'Full-Length Antibody HM', task: 'full_length_antibody_hm', feature: 'full_length_antibody_hm' },
  { label: 'AI Folding', task: 'ai_folding', feature: 'ai_folding' },
] as const;

export default function PredictionsPanel() {
  const workspace = useService(Workspace);
  const { engines } = useService(Settings).values;
  const user = useUser();
  const allowed = CREATORS.filter((c) => !('feature' in c) || isFeatureEnabled(c.feature, user.flags));
  return (
    <div className="bn-sp-panel">
      <div className="bn-sp-panel__creators">
        {allowed.map((creator) => {
          const enabled = creator.task in engines && 'tabKind' in creator;
          return (
            <Button
              key={creator.task}
              small
              disabled={!enabled}
              title={enabled ? undefined : `No engine on this server runs ${creator.label}.`}
              onClick={() => 'tabKind' in creator && workspace.openTab(creator.tabKind, { type: 'structure_predictions', id: creator.task, name: creator.label }, creator.label)}
            >
              {creator.label}
            </Button>
          );
        })}
      </div>
      <PredictionList />
    </div>
  );
}
