import { Button, Settings, useService } from '@bench/sdk';
import { FOLDING_UNAVAILABLE, foldTools, STRUCTURE_PREDICTION_TASK, type SequenceItem } from './model.ts';

/**
 * The AI folding launches for the selected sequences. Without a structure-prediction engine on
 * this server they are disabled and say so, rather than creating predictions nothing would run.
 */
export function FoldButtons({ selected, fold }: { selected: readonly SequenceItem[]; fold(tool: string): void }) {
  const available = STRUCTURE_PREDICTION_TASK in useService(Settings).values.engines;
  return (
    <span className="bn-seqcol__actions" role="group" aria-label="AI Folding">
      {foldTools(selected).map((tool) => (
        <Button key={tool} small variant="primary" disabled={!available} title={available ? undefined : FOLDING_UNAVAILABLE} onClick={() => fold(tool)}>
          {tool}
        </Button>
      ))}
      {!available && <span className="bn-hint">{FOLDING_UNAVAILABLE}</span>}
    </span>
  );
}
