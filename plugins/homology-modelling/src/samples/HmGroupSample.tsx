import { useEffect, useState } from 'react';
import { Spinner, useSampleFixtures } from '@bench/sdk';
import { parseFasta } from '@bench/structure';
import { GROUP_STAGES, type GroupStage } from '../model.ts';
import { GroupCost, StageNav } from '../ui/group/StageNav.tsx';
import { TargetList, type Target } from '../ui/group/TargetList.tsx';
import '@bench/family-structure-prediction/ui.css';

const FIXTURE = 'protein_lib.fa';
const FIRST_TARGETS = 3;

/**
 * 'single-chain-hm-group': a Single-Chain HM group's stages over the first records of a real FASTA,
 * targets kept in memory. Templates and the run need a project (its structures, credits, ProMod3).
 */
export default function HmGroupSample() {
  const fixtures = useSampleFixtures([FIXTURE]);
  const [targets, setTargets] = useState<Target[]>([]);
  const [stage, setStage] = useState<GroupStage>('targets');
  useEffect(() => {
    if (fixtures.status !== 'ready') return;
    const records = parseFasta(fixtures.texts[0]).records.slice(0, FIRST_TARGETS);
    setTargets(records.map((r, i) => ({ id: `target-${i + 1}`, name: r.name, sequence: r.sequence })));
  }, [fixtures]);

  if (fixtures.status === 'error') return <p role="alert">{fixtures.message}</p>;
  if (fixtures.status === 'loading') return <Spinner label="Loading fixtures…" />;
  const following = GROUP_STAGES[GROUP_STAGES.indexOf(stage) + 1];
  return (
    <div className="bn-sample-frame bn-sp-tab">
      <p className="bn-sample-note">
        The first {FIRST_TARGETS} records of {FIXTURE} as targets, kept in this page; nothing is saved or run outside a
        project.
      </p>
      <StageNav stage={stage} onChoose={setStage} />
      {stage === 'targets' && (
        <TargetList
          targets={targets}
          submitted={false}
          busy={false}
          onAdd={async (name, sequence) => {
            setTargets((all) => [...all, { id: `target-${all.length + 1}-${Date.now()}`, name, sequence }]);
            return true;
          }}
          onRemove={(id) => setTargets((all) => all.filter((t) => t.id !== id))}
          next={() => following && setStage(following)}
        />
      )}
      {stage === 'templates' && (
        <p className="bn-hint">
          In a project, this stage picks the project's structures to search as templates for every target; without any,
          the template libraries are searched.
        </p>
      )}
      {stage === 'run' && <GroupCost targets={targets.length} />}
    </div>
  );
}
