import type { ActionFormProps } from '@bench/sdk';
import type { PrepareInput } from './model.ts';

/** Prepare has no inputs besides the source structures (spec 1 §5: no checks). */
export default function PrepareForm(_: ActionFormProps<PrepareInput>) {
  return (
    <div className="bn-action-form">
      <p className="bn-hint">Prepares each selected structure for the other jobs. One result per structure.</p>
    </div>
  );
}
