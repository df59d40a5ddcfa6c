import { useState } from 'react';
import {
  Button, Checkbox, Credits, Notify, TextInput, Workspace, isFeatureEnabled, useActiveItems, useService, useSnapshot, useUser,
  type BaseItem, type TabProps,
} from '@bench/sdk';
import {
  ENTITY, GROUP_ENTITY, MESSAGES, SINGLE_CHAIN_HM, SINGLE_CHAIN_HM_CREDITS, newGroupName, sequenceIssues, type PredictionGroup,
} from '../model.ts';
import { createAndRunMany, submitFailureMessage } from '../submit.ts';
import { PredictionList } from './PredictionList.tsx';
import { PREDICTION_TAB } from './tabs.ts';
import { usePoses } from './usePoses.ts';
import { usePredictionCalls } from './usePredictionCalls.ts';
import './structure-prediction.css';

/**
 * hmSingleChainCreator (spec 2 §2.8): one target sequence becomes a Single-Chain HM group of one
 * member, submitted at once (create the group, add the member, submit); the selected structures can
 * be searched first as templates. Below, the session's single-chain predictions.
 */
export default function SingleChainCreatorTab(_props: TabProps) {
  const calls = usePredictionCalls();
  const notify = useService(Notify);
  const credits = useService(Credits);
  const workspace = useService(Workspace);
  const user = useUser();
  const groups = useActiveItems<PredictionGroup & BaseItem>(GROUP_ENTITY, MESSAGES.fetch);
  const selected = usePoses(useSnapshot(workspace.state).splitView.selected_pose_ids);
  const [name, setName] = useState('');
  const [sequence, setSequence] = useState('');
  const [useTemplates, setUseTemplates] = useState(true);
  const [ligands, setLigands] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const issue = sequence.trim() ? sequenceIssues(sequence)[0]?.message : undefined;
  const canLigand = isFeatureEnabled('structure_prediction.single_chain_hm_ligand', user.flags);
  const templates = useTemplates ? selected : [];

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const [member] = await createAndRunMany(calls, [{
        group: { name: newGroupName(groups), type: SINGLE_CHAIN_HM.type },
        member: {
          type: SINGLE_CHAIN_HM.type, name: name.trim() || newGroupName(groups), input: { sequence },
          single_chain_hm_template_ids: templates.map((t) => t._id), single_chain_hm_ligands_id: canLigand && ligands ? 'template' : null,
        },
      }]);
      workspace.openTab(PREDICTION_TAB, { type: ENTITY, id: member!._id, name: member!.name }, member!.name);
      setSequence('');
      setName('');
    } catch (failure) {
      const message = submitFailureMessage(failure, (e) => credits.billingMessage(e), MESSAGES.submitHm);
      console.error(message, failure);
      setError(message);
      notify.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="bn-sp-tab" aria-label="Single-Chain HM">
      <h2>Single-Chain homology modelling</h2>
      <div className="bn-sp-form">
        <label htmlFor="sp-name">Name</label>
        <TextInput id="sp-name" value={name} onChange={setName} placeholder={newGroupName(groups)} aria-label="Prediction name" />
        <label htmlFor="sp-sequence">Target sequence</label>
        <div>
          <textarea id="sp-sequence" aria-label="Target sequence" value={sequence} onChange={(e) => setSequence(e.target.value)} spellCheck={false} />
          {issue && <p className="bn-sp-error">{issue}</p>}
        </div>
        <span>Templates</span>
        <div>
          <Checkbox
            label={selected.length ? `Search the ${selected.length} selected structure${selected.length === 1 ? '' : 's'} first (${selected.map((s) => s.name).join(', ')})` : 'No structures selected: the template library is searched'}
            checked={useTemplates && selected.length > 0}
            disabled={selected.length === 0}
            onChange={setUseTemplates}
          />
          {canLigand && <Checkbox label="Carry the template's ligands into the model (beta)" checked={ligands} onChange={setLigands} />}
        </div>
      </div>
      <p>Cost: {SINGLE_CHAIN_HM_CREDITS} credits per sequence.</p>
      <div>
        <Button variant="primary" disabled={busy || !sequence.trim() || Boolean(issue)} onClick={() => void submit()}>
          {busy ? 'Submitting…' : 'Submit'}
        </Button>
      </div>
      {error && <p className="bn-sp-error" role="alert">{error}</p>}
      <h3>Single-Chain HM predictions</h3>
      <PredictionList type={SINGLE_CHAIN_HM.type} />
    </section>
  );
}
