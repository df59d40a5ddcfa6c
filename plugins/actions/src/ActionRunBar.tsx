import { Button, SIMULATED_ENGINE, SIMULATED_NO_CHARGE, type ActionItem } from '@bench/sdk';
import { priceLine } from './model.ts';
import type { ActionDraft } from './useActionDraft.ts';

const formatCredits = (credits: number) => `${credits.toFixed(2)} credits`;

/** Save, Save and Run, and the price: before the run from the cost rule, after it what was charged or refunded. */
export function ActionRunBar({ action, draft }: { action: ActionItem; draft: ActionDraft }) {
  const price = priceLine(action, draft.price);
  const simulated = (action.status !== 'INIT' ? action.engine : draft.engine) === SIMULATED_ENGINE;
  return (
    <div className="bn-toolbar bn-action-tab__run">
      <span className="bn-action-tab__price">
        {price.label}: <strong>{formatCredits(price.credits)}</strong>
        {simulated ? ` (${SIMULATED_NO_CHARGE})` : ''}
      </span>
      <span className="bn-toolbar__spacer" />
      <Button disabled={!draft.canSave} onClick={() => void draft.save()}>
        Save
      </Button>
      <Button variant="primary" disabled={!draft.canRun} onClick={() => void draft.saveAndRun()}>
        Save and Run
      </Button>
    </div>
  );
}
