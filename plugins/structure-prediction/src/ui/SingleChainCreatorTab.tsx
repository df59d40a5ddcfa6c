import { useEffect, useState } from 'react';
import {
  Api, Button, Checkbox, Credits, Notify, Stores, TextInput, Workspace, isFeatureEnabled, useActiveItems, useService, useSnapshot, useUser,
  type BaseItem, type TabProps,
} from '@bench/sdk';
import {
  ENTITY, GROUP_ENTITY, MESSAGES, SINGLE_CHAIN_HM, SINGLE_CHAIN_HM_CREDITS, failureMessage, newGroupName, sequenceIssues,
  type PredictionGroup, type StructurePrediction,
} from '../model.ts';
import { PredictionList } from './PredictionList.tsx';
import { PREDICTION_TAB } from './tabs.ts';
import './structure-prediction.css';

type Named = BaseItem & { name: string };

/** The names of the structures selected in the session: the project templates searched first. */
function useSelectedStructures(): Named[] {
  const stores = useService(Stores);
  const ids = useSnapshot(useService(Workspace).state).splitView.selected_pose_ids.join(',');
  const [poses, setPoses] = useState<Named[]>([]);
  useEffect(() => {
    let current = true;
    const wanted = ids ? ids.split(',') : [];
    stores.of<Named>('poses').getMany(wanted).then((found) => current && setPoses(found), () => current && setPoses([]));
    return () => {
      current = false;
    };
  }, [stores, ids]);
  return poses;
}

/**
 * hmSingleChainCreator (spec 2 §2.8): one target sequence becomes a Single-Chain HM group of one
 * member, submitted at once (create the group, add the member, submit); the selected structures can
 * be searched first as templates. Below, the session's single-chain predictions.
 */
export default function SingleChainCreatorTab(_props: TabProps) {
  const api = useService(Api);
  const notify = useService(Notify);
  const credits = useService(Credits);
  const workspace = useService(Workspace);
  const user = useUser();
  const groups = useActiveItems<PredictionGroup & BaseItem>(GROUP_ENTITY, MESSAGES.fetch);
  const selected = useSelectedStructures();
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
    let member: StructurePrediction | null = null;
    try {
      const group = await api.post<PredictionGroup>(`/api/sessions/${workspace.state.sessionId}/${GROUP_ENTITY}`, { name: newGroupName(groups), type: SINGLE_CHAIN_HM.type }).catch((failure: unknown) => {
        console.error(MESSAGES.createGroup, failure);
        throw failure;
      });
      member = await api.post<StructurePrediction>(`/api/${GROUP_ENTITY}/${group._id}/${ENTITY}`, {
        type: SINGLE_CHAIN_HM.type, name: name.trim() || group.name, input: { sequence },
        single_chain_hm_template_ids: templates.map((t) => t._id), single_chain_hm_ligands_id: canLigand && ligands ? 'template' : null,
      });
      await api.post(`/api/${GROUP_ENTITY}/${group._id}/submit`, {});
      workspace.openTab(PREDICTION_TAB, { type: ENTITY, id: member._id, name: member.name }, member.name);
      setSequence('');
      setName('');
    } catch (failure) {
      // spec 3 §8: a billing code's message on submit; 'Input sequence length' and 422 messages as they are
      const message = (member && credits.billingMessage(failure)) || failureMessage(failure, member ? MESSAGES.submitHm : MESSAGES.submit);
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
