import { useState } from 'react';
import { Button } from '@bench/sdk';
import type { Choice, LoaderResidue } from '@bench/structure';
import { enabledOperations } from './residueOperations.ts';
import { TYPE_NAMES, type Operation } from './model.ts';

interface OperationsPanelProps {
  residues: LoaderResidue[];
  selected: number[];
  onOperate(operation: Operation): void;
  onConvert(target: Choice): void;
}

const key = (c: Choice) => `${c.type}:${c.name3}`;

/** Delete, Undelete, Set default, and Convert for exactly one residue (spec 2 §4). */
export function OperationsPanel({ residues, selected, onOperate, onConvert }: OperationsPanelProps) {
  const enabled = enabledOperations(residues, selected);
  const single = selected.length === 1 ? residues[selected[0]!] : undefined;
  const choices = single?.choices ?? [];
  const [targetKey, setTargetKey] = useState('');
  const target =
    choices.find((c) => key(c) === targetKey) ??
    choices.find((c) => key(c) !== (single?.chosen && key(single.chosen))) ??
    choices[0];

  return (
    <section className="bn-loader-ops" aria-label="Operations">
      <h4>Operations</h4>
      <div className="bn-loader-ops__buttons">
        <Button disabled={!enabled.delete} onClick={() => onOperate('delete')}>
          Delete
        </Button>
        <Button disabled={!enabled.undelete} onClick={() => onOperate('undelete')}>
          Undelete
        </Button>
        <Button disabled={!enabled.setDefault} onClick={() => onOperate('setDefault')}>
          Set default
        </Button>
      </div>
      <div className="bn-loader-ops__convert">
        <label className="bn-field">
          <span className="bn-field__label">Convert to</span>
          <select
            disabled={!enabled.convert}
            value={target ? key(target) : ''}
            onChange={(e) => setTargetKey(e.target.value)}
          >
            {choices.map((c) => (
              <option key={key(c)} value={key(c)}>
                {c.name3} ({TYPE_NAMES[c.type]})
              </option>
            ))}
          </select>
        </label>
        <Button disabled={!enabled.convert || !target} onClick={() => target && onConvert(target)}>
          Convert
        </Button>
      </div>
    </section>
  );
}
