import { Checkbox, NumberInput, numberBounds, Settings, useService, type ActionFormProps } from '@bench/sdk';
import { SelectorField, useActionFormData, ValidationList } from '@bench/action-kit/ui';
import { changeBinderLength, type LengthRange } from './binderLength.ts';
import { binderDesignFields, TASK, toAdvancedMode, withAdvancedText, type BinderDesignInput } from './model.ts';

const asNumber = (v: number | string): number => (typeof v === 'number' ? v : Number(v) || 0);

function AdvancedParameters({
  input,
  onChange,
  readOnly,
}: Pick<ActionFormProps<BinderDesignInput>, 'input' | 'onChange' | 'readOnly'>) {
  return (
    <label className="bn-field">
      <span className="bn-field__label">Diffusion parameters</span>
      <textarea
        className="bn-input bn-input--code"
        rows={6}
        spellCheck={false}
        value={input.rf_diffusion_parameters}
        disabled={readOnly}
        onChange={(e) => onChange(withAdvancedText(input, e.target.value))}
      />
    </label>
  );
}

/** Binder Design: interface and hotspot selectors, binder length range, number of designs; or the diffusion parameter lines. */
export default function BinderDesignForm({ input, onChange, readOnly, issues }: ActionFormProps<BinderDesignInput>) {
  const { selectors, validation } = useActionFormData();
  const simulated = useService(Settings).values.engines[TASK] === 'simulated';
  const set = (patch: Partial<BinderDesignInput>) => onChange({ ...input, ...patch });
  const setLength = (field: keyof LengthRange, value: number) => onChange(changeBinderLength(input, field, value));
  const chooseHotspots = (id: string | null) =>
    set({ hotspot_selector: id, hotspot_residues: [...(selectors.find((s) => s._id === id)?.positions ?? [])] });

  return (
    <div className="bn-form">
      <Checkbox
        label="Advanced mode"
        checked={input.is_advanced_mode}
        disabled={readOnly}
        onChange={(checked) =>
          onChange(checked ? toAdvancedMode(input, validation) : { ...input, is_advanced_mode: false })
        }
      />
      {input.is_advanced_mode ? (
        <AdvancedParameters input={input} onChange={onChange} readOnly={readOnly} />
      ) : (
        <>
          <SelectorField
            label="Interface selector"
            value={input.interface_selector}
            readOnly={readOnly}
            includeAll={false}
            onChange={(id) => set({ interface_selector: id })}
          />
          <ValidationList issues={issues} field="interface_selector" />
          <SelectorField
            label="Hotspot selector"
            value={input.hotspot_selector}
            readOnly={readOnly}
            includeAll={false}
            onChange={chooseHotspots}
          />
          <ValidationList issues={issues} field="hotspot_selector" />
          <NumberInput
            label="Minimum binder length"
            value={asNumber(input.min_binder_length)}
            {...numberBounds(binderDesignFields.min_binder_length)}
            disabled={readOnly}
            onChange={(v) => setLength('min_binder_length', v)}
          />
          <NumberInput
            label="Maximum binder length"
            value={asNumber(input.max_binder_length)}
            {...numberBounds(binderDesignFields.max_binder_length)}
            disabled={readOnly}
            onChange={(v) => setLength('max_binder_length', v)}
          />
          <ValidationList issues={issues} field="min_binder_length" />
          <ValidationList issues={issues} field="max_binder_length" />
          <NumberInput
            label="Number of binder designs"
            value={asNumber(input.n_binder_designs)}
            {...numberBounds(binderDesignFields.n_binder_designs)}
            disabled={readOnly}
            onChange={(v) => set({ n_binder_designs: v })}
          />
          <ValidationList issues={issues} field="n_binder_designs" />
        </>
      )}
      {simulated && (
        <p className="bn-hint">
          Simulated: each binder is an ideal helix placed at the interface, not an RFdiffusion design.
        </p>
      )}
    </div>
  );
}
