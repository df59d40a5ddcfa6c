import { useState } from 'react';
import { Button, Credits, Notify, TextInput, Workspace, useService, type TabProps } from '@bench/sdk';
import { ANTIBODY_HM, ANTIBODY_HM_CREDITS, ENTITY, MESSAGES, antibodyHmModel } from '../model.ts';
import { createAndRunMany, submitFailureMessage } from '../submit.ts';
import { PredictionList } from './PredictionList.tsx';
import { PREDICTION_TAB } from './tabs.ts';
import { usePredictionCalls } from './usePredictionCalls.ts';
import './structure-prediction.css';

/**
 * hmAntibodyCreator (spec 2 §2.8): a heavy and a light chain modelled together as one antibody Fv
 * (ABodyBuilder2), submitted at once. Below, the session's antibody predictions.
 */
export default function AntibodyCreatorTab(_props: TabProps) {
  const calls = usePredictionCalls();
  const notify = useService(Notify);
  const credits = useService(Credits);
  const workspace = useService(Workspace);
  const [name, setName] = useState('');
  const [heavy, setHeavy] = useState('');
  const [light, setLight] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const issues = antibodyHmModel.validate!({ ...antibodyHmModel.defaults(), heavy, light }, {} as never);
  const shown = (field: string) => (field === 'input.heavy' ? heavy : light).trim() !== '';

  const submit = async () => {
    setBusy(true);
    setError(null);
    const predictionName = name.trim() || 'Antibody';
    try {
      const [member] = await createAndRunMany(calls, [{
        group: { name: `${ANTIBODY_HM.label}: ${predictionName}`, type: ANTIBODY_HM.type },
        member: { type: ANTIBODY_HM.type, name: predictionName, input: { heavy, light } },
      }]);
      workspace.openTab(PREDICTION_TAB, { type: ENTITY, id: member!._id, name: member!.name }, member!.name);
      setHeavy('');
      setLight('');
      setName('');
    } catch (failure) {
      const message = submitFailureMessage(failure, (e) => credits.billingMessage(e), MESSAGES.submit);
      console.error(message, failure);
      setError(message);
      notify.error(message);
    } finally {
      setBusy(false);
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
