import { useState } from 'react';
import { Button, TextInput } from '@bench/sdk';
import { MESSAGES, SINGLE_CHAIN_HM, cleanSequence, failureMessage, sequenceIssues } from '../../model.ts';
import { usePredictionCalls } from '../usePredictionCalls.ts';
import type { StageProps } from './stage.ts';

/** Stage 1: the group's target sequences, added and removed one by one until it is submitted. */
export function TargetsStage({ group, members, report, next }: StageProps) {
  const calls = usePredictionCalls();
  const [name, setName] = useState('');
  const [sequence, setSequence] = useState('');
  const [busy, setBusy] = useState(false);
  const issue = sequence.trim() ? sequenceIssues(sequence)[0]?.message : undefined;
  const locked = group.submitted || busy;

  const add = async () => {
    setBusy(true);
    try {
      await calls.addMember(group._id, {
        type: SINGLE_CHAIN_HM.type,
        name: name.trim() || `Target ${members.length + 1}`,
        input: { sequence },
      });
      setName('');
      setSequence('');
      report(null);
    } catch (failure) {
      report(failureMessage(failure, MESSAGES.submit), failure);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: string) => {
    setBusy(true);
    try {
      await calls.removeMember(group._id, id);
      report(null);
    } catch (failure) {
      report(failureMessage(failure, MESSAGES.update), failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <table className="bn-sp-table" aria-label="Targets">
        <thead>
          <tr>
            <th>Name</th>
            <th>Residues</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m._id}>
              <td>{m.name}</td>
              <td>{cleanSequence(m.input.sequence ?? '').length}</td>
              <td>
                <Button small disabled={locked} onClick={() => void remove(m._id)} aria-label={`Remove ${m.name}`}>
                  Remove
                </Button>
              </td>
            </tr>
          ))}
          {members.length === 0 && (
            <tr>
              <td colSpan={3} className="bn-hint">
                No targets yet: add the sequences to model.
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {!group.submitted && (
        <div className="bn-sp-form">
          <label htmlFor="sp-target-name">Name</label>
          <TextInput
            id="sp-target-name"
            value={name}
            onChange={setName}
            placeholder={`Target ${members.length + 1}`}
            aria-label="Target name"
          />
          <label htmlFor="sp-target-sequence">Sequence</label>
          <div>
            <textarea
              id="sp-target-sequence"
              aria-label="Target sequence"
              value={sequence}
              onChange={(e) => setSequence(e.target.value)}
              spellCheck={false}
            />
            {issue && <p className="bn-sp-error">{issue}</p>}
          </div>
        </div>
      )}
      <div className="bn-sp-actions">
        {!group.submitted && (
          <Button disabled={locked || !sequence.trim() || Boolean(issue)} onClick={() => void add()}>
            Add target
          </Button>
        )}
        <Button variant="primary" disabled={members.length === 0} onClick={next}>
          Next: templates
        </Button>
      </div>
    </>
  );
}
