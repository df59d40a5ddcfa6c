import { useEffect, useState } from 'react';
import { Checkbox, type ActionFormProps } from '@bench/sdk';
import { chosenPositions, readContext } from '@bench/action-kit';
import { RepeatsField, SelectorField, useActionFormData } from '@bench/action-kit/ui';
import { LoopFacts } from './LoopFacts.tsx';
import { staleHeldLigands, type LoopRebuildInput } from './model.ts';

/**
 * Repeats (at most 500 when extended), the extended flag, the loop selector with its range and
 * rebuild positions, and the source structures' ligands to hold in place (spec 1 §2–§5).
 */
export default function LoopRebuildForm({ input, onChange, readOnly }: ActionFormProps<LoopRebuildInput>) {
  const { validation, sourceStructures } = useActionFormData();
  const positions = chosenPositions(input.selector, readContext(validation));
  const ligands = [...new Map(sourceStructures.flatMap((s) => s.ligands ?? []).map((l) => [l.id, l])).values()];
  const constrained = input.auto_constrain_these_ligands ?? [];
  const toggle = (id: string, on: boolean) =>
    onChange({
      ...input,
      auto_constrain_these_ligands: on ? [...constrained, id] : constrained.filter((x) => x !== id),
    });
  // ligands held in an earlier edit that the source structures no longer have are cleared, and said
  const stale = staleHeldLigands(constrained, sourceStructures);
  const [cleared, setCleared] = useState<string[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the stale ligands change; input and onChange are new each render and this effect changes input
  useEffect(() => {
    if (readOnly || stale.length === 0) return;
    setCleared(stale);
    onChange({ ...input, auto_constrain_these_ligands: constrained.filter((id) => !stale.includes(id)) });
  }, [stale.join(' '), readOnly]);
  return (
    <div className="bn-action-form">
      <RepeatsField
        value={input.repeats}
        extended={input.is_extended}
        onChange={(repeats) => onChange({ ...input, repeats })}
        readOnly={readOnly}
      />
      <Checkbox
        label="Extended"
        checked={input.is_extended}
        disabled={readOnly}
        onChange={(is_extended) => onChange({ ...input, is_extended })}
      />
      <SelectorField
        label="Loop selector"
        value={input.selector}
        onChange={(selector) => onChange({ ...input, selector })}
        readOnly={readOnly}
      />
      {positions && <LoopFacts positions={positions} />}
      {ligands.length > 0 && (
        <fieldset className="bn-field">
          <legend className="bn-field__label">Ligands to hold in place</legend>
          {ligands.map((l) => (
            <Checkbox
              key={l.id}
              label={`${l.name} ${l.id}`}
              ariaLabel={`Constrain ${l.name} ${l.id}`}
              checked={constrained.includes(l.id)}
              disabled={readOnly}
              onChange={(on) => toggle(l.id, on)}
            />
          ))}
        </fieldset>
      )}
      {cleared.length > 0 && (
        <p className="bn-hint" role="status">
          No longer held in place (not in the source structures): {cleared.join(', ')}.
        </p>
      )}
    </div>
  );
}
