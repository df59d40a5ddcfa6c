import { useId, useState } from 'react';
import { TextInput, type TabProps } from '@bench/sdk';
import { ANTIBODY_HM, FULL_LENGTH_ANTIBODY_HM, antibodyIssues, type AntibodyFamily } from '../model.ts';
import { MESSAGES } from '@bench/family-structure-prediction';
import {
  CreatorFooter,
  SelectedTemplatesCheckbox,
  useSelectedTemplates,
  useCreatorSubmit,
} from '@bench/family-structure-prediction/ui';
import '@bench/family-structure-prediction/ui.css';

export interface AntibodyCreatorProps {
  family: AntibodyFamily;
  heading: string;
  /** what one price buys ('antibody', 'sequence') */
  unit: string;
  /** what the model holds, after the price */
  note: string;
  /** the heavy chain's placeholder: which part of the chain the method models */
  heavyHint: string;
  /** offer the session's selected structures as templates to search first */
  templates?: boolean;
}

/**
 * An antibody creator (spec 2 §2.8): a heavy and a light chain modelled together, submitted at once
 * as a group of one member, the price shown before Submit, the chains' problems in the model's
 * words. Below, the session's predictions of the family's type with the status filters.
 */
export function AntibodyCreator({ family, heading, unit, note, heavyHint, templates = false }: AntibodyCreatorProps) {
  const id = useId();
  const submitter = useCreatorSubmit(MESSAGES.submit, { openOne: true });
  const templateChoice = useSelectedTemplates();
  const { busy, error } = submitter;
  const [name, setName] = useState('');
  const [heavy, setHeavy] = useState('');
  const [light, setLight] = useState('');
  const issues = antibodyIssues(family, { heavy, light });
  const shown = (field: string) => (field === 'input.heavy' ? heavy : light).trim() !== '';

  const submit = async () => {
    const predictionName = name.trim() || 'Antibody';
    const chosen = templates ? { single_chain_hm_template_ids: templateChoice.chosen.map((t) => t._id) } : {};
    const made = await submitter.submit([
      {
        group: { name: `${family.label}: ${predictionName}`, type: family.type },
        member: { type: family.type, name: predictionName, input: { heavy, light }, ...chosen },
      },
    ]);
    if (made) {
      setHeavy('');
      setLight('');
      setName('');
    }
  };

  return (
    <section className="bn-sp-tab" aria-label={family.label}>
      <h2>{heading}</h2>
      <div className="bn-sp-form">
        <label htmlFor={`${id}-name`}>Name</label>
        <TextInput
          id={`${id}-name`}
          value={name}
          onChange={setName}
          placeholder="Antibody"
          aria-label="Antibody name"
        />
        <label htmlFor={`${id}-heavy`}>Heavy chain</label>
        <textarea
          id={`${id}-heavy`}
          aria-label="Heavy chain"
          placeholder={heavyHint}
          value={heavy}
          onChange={(e) => setHeavy(e.target.value)}
          spellCheck={false}
        />
        <label htmlFor={`${id}-light`}>Light chain</label>
        <textarea
          id={`${id}-light`}
          aria-label="Light chain"
          placeholder="VL-CL"
          value={light}
          onChange={(e) => setLight(e.target.value)}
          spellCheck={false}
        />
        {templates && (
          <>
            <span>Templates</span>
            <SelectedTemplatesCheckbox choice={templateChoice} />
          </>
        )}
      </div>
      {issues
        .filter((i) => shown(i.field ?? ''))
        .map((i) => (
          <p key={i.field} className="bn-sp-error">
            {i.message}
          </p>
        ))}
      <p>
        Cost: {family.credits} credits per {unit}. {note}
      </p>
      <CreatorFooter
        busy={busy}
        error={error}
        disabled={issues.length > 0}
        onSubmit={() => void submit()}
        title={`${family.label} predictions`}
        type={family.type}
      />
    </section>
  );
}

/** A tab kind's component: the creator of one family. */
const creatorTab = (props: AntibodyCreatorProps) => (_props: TabProps) => <AntibodyCreator {...props} />;

/** hmAntibodyCreator: the variable domains (Fv) of both chains, by ABodyBuilder2. */
export default creatorTab({
  family: ANTIBODY_HM,
  heading: 'Antibody homology modelling',
  unit: 'antibody',
  note: 'The model is the variable domains (Fv) of both chains.',
  heavyHint: 'VH (a longer chain is fine: ABodyBuilder2 keeps the variable domain)',
});

/**
 * hmFullLengthAntibodyCreator: the whole heavy and light chain modelled together on one template
 * structure (BLAST+ and ProMod3); the selected structures are searched first.
 */
export const FullLengthAntibodyCreatorTab = creatorTab({
  family: FULL_LENGTH_ANTIBODY_HM,
  heading: 'Full-length antibody homology modelling',
  unit: 'sequence',
  note: 'Both chains are modelled together on one template structure that holds them (ProMod3); residues it does not cover, such as an Fc on a Fab template, are not modelled and a warning names them.',
  heavyHint: 'VH-CH1-hinge-CH2-CH3',
  templates: true,
});
