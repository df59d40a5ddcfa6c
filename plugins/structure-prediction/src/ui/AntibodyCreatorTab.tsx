import { useState } from 'react';
import { Button, TextInput, type TabProps } from '@bench/sdk';
import { ANTIBODY_HM, ANTIBODY_HM_CREDITS, MESSAGES, antibodyHmModel } from '../model.ts';
import { PredictionList } from './PredictionList.tsx';
import { useCreatorSubmit } from './useCreatorSubmit.ts';
import './structure-prediction.css';

/**
 * hmAntibodyCreator (spec 2 §2.8): a heavy and a light chain modelled together as one antibody Fv
 * (ABodyBuilder2), submitted at once. Below, the session's antibody predictions.
 */
export default function AntibodyCreatorTab(_props: TabProps) {
  const submitter = useCreatorSubmit(MESSAGES.submit, { openOne: true });
  const { busy, error } = submitter;
  const [name, setName] = useState('');
  const [heavy, setHeavy] = useState('');
  const [light, setLight] = useState('');
  const issues = antibodyHmModel.validate!({ ...antibodyHmModel.defaults(), heavy, light }, {} as never);
  const shown = (field: string) => (field === 'input.heavy' ? heavy : light).trim() !== '';

  const submit = async () => {
    const predictionName = name.trim() || 'Antibody';
    const made = await submitter.submit([{
      group: { name: `${ANTIBODY_HM.label}: ${predictionName}`, type: ANTIBODY_HM.type },
      member: { type: ANTIBODY_HM.type, name: predictionName, input: { heavy, light } },
    }]);
    if (made) {
      setHeavy('');
      setLight('');
      setName('');
    }
  };

  return (
    <section className="bn-sp-tab" aria-label={ANTIBODY_HM.label}>
      <h2>Antibody homology modelling</h2>
      <div className="bn-sp-form">
        <label htmlFor="sp-ab-name">Name</label>
        <TextInput id="sp-ab-name" value={name} onChange={setName} placeholder="Antibody" aria-label="Antibody name" />
        <label htmlFor="sp-ab-heavy">Heavy chain</label>
        <textarea id="sp-ab-heavy" aria-label="Heavy chain" value={heavy} onChange={(e) => setHeavy(e.target.value)} spellCheck={false} />
        <label htmlFor="sp-ab-light">Light chain</label>
        <textarea id="sp-ab-light" aria-label="Light chain" value={light} onChange={(e) => setLight(e.target.value)} spellCheck={false} />
      </div>
      {issues.filter((i) => shown(i.field ?? '')).map((i) => (
        <p key={i.field} className="bn-sp-error">{i.message}</p>
      ))}
      <p>Cost: {ANTIBODY_HM_CREDITS} credits per antibody. The model is the variable domains (Fv) of both chains.</p>
      <div>
        <Button variant="primary" disabled={busy || issues.length > 0} onClick={() => void submit()}>
          {busy ? 'Submitting…' : 'Submit'}
        </Button>
      </div>
      {error && <p className="bn-sp-error" role="alert">{error}</p>}
      <h3>Antibody HM predictions</h3>
      <PredictionList type={ANTIBODY_HM.type} />
    </section>
  );
}
