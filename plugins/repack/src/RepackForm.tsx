import { RepeatsField } from '@bench/action-kit/ui';
import { Settings, useService, type ActionFormProps } from '@bench/sdk';
import { TASK, type RepackInput } from './model.ts';

export const DETERMINISTIC_NOTE =
  'ProMod3 packs side chains deterministically: repeats would be identical, so this makes one result per structure and charges one.';

/** Repack: repeats only (spec 1 §5). */
export default function RepackForm({ input, onChange, readOnly }: ActionFormProps<RepackInput>) {
  const engine = useService(Settings).values.engines[TASK];
  const deterministic = Boolean(engine) && engine !== 'simulated';
  return (
    <div className="bn-action-form">
      <p className="bn-hint">Repacks side chains; repeats results per structure.</p>
      {deterministic && (
        <p className="bn-hint" role="note">
          {DETERMINISTIC_NOTE}
        </p>
      )}
      <RepeatsField value={input.repeats} onChange={(repeats) => onChange({ ...input, repeats })} readOnly={readOnly} />
    </div>
  );
}
