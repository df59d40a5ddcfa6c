import { useState } from 'react';
import {
  Checkbox,
  FeatureBadge,
  Features,
  TextInput,
  useActiveItems,
  useService,
  type BaseItem,
  type TabProps,
} from '@bench/sdk';
import {
  GROUP_ENTITY,
  LIGANDS_FROM_TEMPLATE,
  MESSAGES,
  SINGLE_CHAIN_HM,
  newGroupName,
  sequenceIssues,
  type PredictionGroup,
  FEATURE,
} from '@bench/family-structure-prediction';
import { SINGLE_CHAIN_HM_CREDITS } from '../model.ts';
import { SequenceField } from './SequenceField.tsx';
import {
  CreatorFooter,
  SelectedTemplatesCheckbox,
  useSelectedTemplates,
  useCreatorSubmit,
} from '@bench/family-structure-prediction/ui';
import '@bench/family-structure-prediction/ui.css';

/**
 * hmSingleChainCreator (spec 2 §2.8): one target sequence becomes a Single-Chain HM group of one
 * member, submitted at once (create the group, add the member, submit); the selected structures can
 * be searched as templates too (preferred among comparable ones, or used alone). Below, the session's single-chain predictions.
 */
export default function SingleChainCreatorTab(_props: TabProps) {
  const groups = useActiveItems<PredictionGroup & BaseItem>(GROUP_ENTITY, MESSAGES.fetch);
  const templateChoice = useSelectedTemplates();
  const submitter = useCreatorSubmit(MESSAGES.submitHm, { openOne: true });
  const { busy, error } = submitter;
  const [name, setName] = useState('');
  const [sequence, setSequence] = useState('');
  const [ligands, setLigands] = useState(false);
  const issue = sequence.trim() ? sequenceIssues(sequence)[0]?.message : undefined;
  const canLigand = useService(Features).isEnabled(FEATURE.ligand);
  const templates = templateChoice.chosen;

  const submit = async () => {
    const made = await submitter.submit([
      {
        group: { name: newGroupName(groups), type: SINGLE_CHAIN_HM.type },
        member: {
          type: SINGLE_CHAIN_HM.type,
          name: name.trim() || newGroupName(groups),
          input: { sequence, ...(templateChoice.only ? { selected_only: true } : {}) },
          single_chain_hm_template_ids: templates.map((t) => t._id),
          single_chain_hm_ligands_id: canLigand && ligands ? LIGANDS_FROM_TEMPLATE : null,
        },
      },
    ]);
    if (made) {
      setSequence('');
      setName('');
    }
  };

  return (
    <section className="bn-sp-tab" aria-label="Single-Chain HM">
      <h2>Single-Chain homology modelling</h2>
      <div className="bn-sp-form">
        <label htmlFor="sp-name">Name</label>
        <TextInput
          id="sp-name"
          value={name}
          onChange={setName}
          placeholder={newGroupName(groups)}
          aria-label="Prediction name"
        />
        <SequenceField id="sp-sequence" label="Target sequence" value={sequence} issue={issue} onChange={setSequence} />
        <span>Templates</span>
        <div className="bn-sp-options">
          <SelectedTemplatesCheckbox choice={templateChoice} ranked />
          {canLigand && (
            <Checkbox
              label={
                <>
                  Carry the template's ligands into the model <FeatureBadge feature={FEATURE.ligand} />
                </>
              }
              checked={ligands}
              onChange={setLigands}
            />
          )}
        </div>
      </div>
      <p>Cost: {SINGLE_CHAIN_HM_CREDITS} credits per sequence.</p>
      <CreatorFooter
        busy={busy}
        error={error}
        disabled={!sequence.trim() || Boolean(issue)}
        onSubmit={() => void submit()}
        title="Single-Chain HM predictions"
        type={SINGLE_CHAIN_HM.type}
      />
    </section>
  );
}
