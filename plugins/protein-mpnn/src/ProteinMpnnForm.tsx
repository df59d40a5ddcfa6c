import { Checkbox, rangeHint, Settings, TextInput, useService, type ActionFormProps } from '@bench/sdk';
import { SelectorField, useActionFormData, ValidationList } from '@bench/action-kit/ui';
import { proteinMpnnFields, TASK, type ProteinMpnnInput } from './model.ts';

/** Numbers are kept as numbers; anything else as typed, so validation reads it as the spec says. */
const asTyped = (text: string): number | string =>
  text.trim() !== '' && !Number.isNaN(Number(text)) ? Number(text) : text;

/** ProteinMPNN: designs, sampling temperature, a fixed chain and fixed residues from a selector. */
export default function ProteinMpnnForm({ input, onChange, readOnly, issues }: ActionFormProps<ProteinMpnnInput>) {
  const { selectors } = useActionFormData();
  const simulated = useService(Settings).values.engines[TASK] === 'simulated';
  const set = (patch: Partial<ProteinMpnnInput>) => onChange({ ...input, ...patch });
  const chooseSelector = (id: string | null) =>
    set({ selector: id, fixed_residue_positions: [...(selectors.find((s) => s._id === id)?.positions ?? [])] });

  return (
    <div className="bn-form">
      <TextInput
        label="Number of designs"
        value={String(input.n_mpnn_designs)}
        disabled={readOnly}
        onChange={(v) => set({ n_mpnn_designs: asTyped(v) })}
      />
      <p className="bn-hint">{rangeHint(proteinMpnnFields.n_mpnn_designs)}</p>
      <ValidationList issues={issues} field="n_mpnn_designs" />
      <TextInput
        label="Sampling temperature"
        value={String(input.sampling_temp)}
        disabled={readOnly}
        onChange={(v) => set({ sampling_temp: asTyped(v) })}
      />
      <p className="bn-hint">{rangeHint(proteinMpnnFields.sampling_temp)}; ProteinMPNN suggests 0.1 to 0.3</p>
      <ValidationList issues={issues} field="sampling_temp" />
      <Checkbox
        label="Fix a chain"
        checked={input.use_fixed_chain}
        disabled={readOnly}
        onChange={(checked) => set({ use_fixed_chain: checked })}
      />
      {input.use_fixed_chain && (
        <TextInput
          label="Fixed chain"
          value={input.fixed_chain ?? ''}
          maxLength={4}
          disabled={readOnly}
          onChange={(v) => set({ fixed_chain: v.trim() || null })}
        />
      )}
      <ValidationList issues={issues} field="fixed_chain" />
      <Checkbox
        label="Fix residues"
        checked={input.use_fixed_residues}
        disabled={readOnly}
        onChange={(checked) => set({ use_fixed_residues: checked })}
      />
      {input.use_fixed_residues && (
        <SelectorField
          label="Fixed residues"
          value={input.selector}
          readOnly={readOnly}
          includeAll={false}
          onChange={chooseSelector}
        />
      )}
      <ValidationList issues={issues} field="selector" />
      {simulated && (
        <p className="bn-hint">Simulated: sequences are sampled from substitution statistics, not by ProteinMPNN.</p>
      )}
    </div>
  );
}
