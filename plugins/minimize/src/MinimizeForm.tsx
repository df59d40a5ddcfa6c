import type { ActionFormProps } from '@bench/sdk';
import type { MinimizeInput } from './model.ts';

/** Minimize has no inputs besides the source structures (spec 1 §5: no checks). */
export default function MinimizeForm(_: ActionFormProps<MinimizeInput>) {
  return (
    <div className="bn-action-form">
      <p className="bn-hint">Minimises each selected structure. One result per structure.</p>
    </div>
  );
}
