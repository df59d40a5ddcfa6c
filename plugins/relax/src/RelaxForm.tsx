import { RepeatsField } from '@bench/action-kit/ui';
import type { ActionFormProps } from '@bench/sdk';
import type { RelaxInput } from './model.ts';

/** Relax: repeats only (spec 1 §5). */
export default function RelaxForm({ input, onChange, readOnly }: ActionFormProps<RelaxInput>) {
  return (
    <div className="bn-action-form">
      <p className="bn-hint">Relaxes each structure; repeats results per structure.</p>
      <RepeatsField value={input.repeats} onChange={(repeats) => onChange({ ...input, repeats })} readOnly={readOnly} />
    </div>
  );
}
