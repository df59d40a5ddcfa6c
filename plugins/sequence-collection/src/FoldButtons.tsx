import { Button, RegistryToken, Settings, useService } from '@bench/sdk';
import {
  AI_FOLDING_CREATOR_TAB,
  CREATOR_NOT_LOADED,
  FOLDING_UNAVAILABLE,
  foldTools,
  STRUCTURE_PREDICTION_TASK,
  type SequenceItem,
} from './model.ts';

/**
 * The AI folding launches for the selected sequences: they open the AI folding creator with them.
 * Without an AI folding engine on this server, or without the creator's plugin loaded (a tester's
 * subset), they are disabled and say why.
 */
export function FoldButtons({ selected, fold }: { selected: readonly SequenceItem[]; fold(tool: string): void }) {
  const engine = STRUCTURE_PREDICTION_TASK in useService(Settings).values.engines;
  const creator = Boolean(useService(RegistryToken).tabKind(AI_FOLDING_CREATOR_TAB));
  const reason = !engine ? FOLDING_UNAVAILABLE : !creator ? CREATOR_NOT_LOADED : null;
  const available = reason === null;
  return (
    <span className="bn-seqcol__actions" role="group" aria-label="AI Folding">
      {foldTools(selected).map((tool) => (
        <Button
          key={tool}
          small
          variant="primary"
          disabled={!available}
          title={reason ?? undefined}
          onClick={() => fold(tool)}
        >
          {tool}
        </Button>
      ))}
      {reason && <span className="bn-hint">{reason}</span>}
    </span>
  );
}
