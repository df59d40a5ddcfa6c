import { RepeatsField } from '@bench/action-kit/ui';
import type { ActionFormProps } from '@bench/sdk';
import type { RepackInput } from './model.ts';

/** Repack: repeats only (spec 1 §5). */
export default function RepackForm({ input, onChange, readOnly }: ActionFormProps<RepackInput>) {
  return (
    <div className="bn-action-form">
      <p className="bn-hint">Repacks side chains; repeats results per structure.</p>
      <RepeatsField value={input.repeats} onChange={(repeats) => onChange({ ...input, repeats })} readOnly={readOnly} />
    </div>
  );
}
