import { useId } from 'react';

/** The chosen loop as its range and as the positions the job rebuilds. */
export function LoopFacts({ positions }: { positions: readonly number[] }) {
  const id = useId();
  const sorted = [...positions].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return (
    <dl className="bn-facts">
      <dt id={`${id}-range`}>Selector range</dt>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: ties the value to its <dt> for lookups by label; harmless to screen readers */}
      <dd aria-labelledby={`${id}-range`}>
        {sorted[0]}–{sorted.at(-1)} ({sorted.length} residues)
      </dd>
      <dt id={`${id}-positions`}>Rebuild positions</dt>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: ties the value to its <dt> for lookups by label; harmless to screen readers */}
      <dd aria-labelledby={`${id}-positions`}>{sorted.join(', ')}</dd>
    </dl>
  );
}
