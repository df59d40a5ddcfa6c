import { Checkbox, type ActionFormProps } from '@bench/sdk';
import { RepeatsField, SelectorField } from '@bench/action-kit/ui';
import type { LoopRebuildInput } from './model.ts';

/** Repeats (at most 500 when extended), the extended flag and the loop selector (spec 1 §3–§5). */
export default function LoopRebuildForm({ input, onChange, readOnly }: ActionFormProps<LoopRebuildInput>) {
  return (
    <div className="bn-action-form">
      <RepeatsField value={input.repeats} extended={input.is_extended} onChange={(repeats) => onChange({ ...input, repeats })} readOnly={readOnly} />
      <Checkbox label="Extended" checked={input.is_extended} disabled={readOnly} onChange={(is_extended) => onChange({ ...input, is_extended })} />
      <SelectorField label="Loop selector" value={input.selector} onChange={(selector) => onChange({ ...input, selector })} readOnly={readOnly} />
    </div>
  );
}
