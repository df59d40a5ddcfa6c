import { alleleColour } from './graphStyle.ts';

interface AlleleLegendProps {
  alleles: readonly string[];
  highlighted: string | null;
  onHighlight(allele: string | null): void;
}

/** The graph's key: one swatch per allele; choosing one highlights its line, choosing it again shows all. */
export function AlleleLegend({ alleles, highlighted, onHighlight }: AlleleLegendProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form fieldset
    <div className="bn-epitope__legend" role="group" aria-label="Alleles">
      {alleles.map((allele, k) => (
        <button
          key={allele}
          type="button"
          className="bn-epitope__allele"
          aria-pressed={allele === highlighted}
          onClick={() => onHighlight(allele === highlighted ? null : allele)}
        >
          <span className="bn-epitope__swatch" style={{ background: alleleColour(k) }} aria-hidden="true" />
          {allele}
        </button>
      ))}
    </div>
  );
}
