import { useState } from 'react';
import { Button, TextInput } from '@bench/sdk';
import { cleanSequence, sequenceIssues } from '@bench/family-structure-prediction';
import { SequenceField } from '../SequenceField.tsx';

export interface Target {
  id: string;
  name: string;
  sequence: string;
}

/**
 * The group's targets, and (until it is submitted) a form to add one: its name, its sequence checked
 * as it is typed. `onAdd` resolves true once the target is kept, and the form empties.
 */
export function TargetList({
  targets,
  submitted,
  busy,
  onAdd,
  onRemove,
  next,
}: {
  targets: readonly Target[];
  submitted: boolean;
  busy: boolean;
  onAdd(name: string, sequence: string): Promise<boolean>;
  onRemove(id: string): void;
  next(): void;
}) {
  const [name, setName] = useState('');
  const [sequence, setSequence] = useState('');
  const issue = sequence.trim() ? sequenceIssues(sequence)[0]?.message : undefined;
  const locked = submitted || busy;
  const add = async () => {
    if (!(await onAdd(name.trim() || `Target ${targets.length + 1}`, sequence))) return;
    setName('');
    setSequence('');
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
          {targets.map((t) => (
            <tr key={t.id}>
              <td>{t.name}</td>
              <td>{cleanSequence(t.sequence).length}</td>
              <td>
                <Button small disabled={locked} onClick={() => onRemove(t.id)} aria-label={`Remove ${t.name}`}>
                  Remove
                </Button>
              </td>
            </tr>
          ))}
          {targets.length === 0 && (
            <tr>
              <td colSpan={3} className="bn-hint">
                No targets yet: add the sequences to model.
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {!submitted && (
        <div className="bn-sp-form">
          <label htmlFor="sp-target-name">Name</label>
          <TextInput
            id="sp-target-name"
            value={name}
            onChange={setName}
            placeholder={`Target ${targets.length + 1}`}
            aria-label="Target name"
          />
          <SequenceField
            id="sp-target-sequence"
            label="Sequence"
            value={sequence}
            issue={issue}
            onChange={setSequence}
          />
        </div>
      )}
      <div className="bn-sp-actions">
        {!submitted && (
          <Button disabled={locked || !sequence.trim() || Boolean(issue)} onClick={() => void add()}>
            Add target
          </Button>
        )}
        <Button variant="primary" disabled={targets.length === 0} onClick={next}>
          Next: templates
        </Button>
      </div>
    </>
  );
}
