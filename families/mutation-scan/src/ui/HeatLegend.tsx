import type { CSSProperties } from 'react';
import type { HeatScale } from '../heat.ts';
import './heat-legend.css';

export interface HeatLegendProps {
  scale: HeatScale;
  colours: { positive: string; negative: string };
  /** the unit of the values shown, e.g. 'kcal / mol' */
  unit: string;
  /** what each side means, e.g. stabilising / destabilising */
  negativeMeaning?: string;
  positiveMeaning?: string;
}

const number = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1)).replace('-', '−');

/**
 * The colour key of a heat grid: full negative colour at −negativeScale and beyond, fading to none
 * at −threshold; no colour between ±threshold; fading in from threshold to full at positiveScale.
 */
export function HeatLegend({ scale, colours, unit, negativeMeaning, positiveMeaning }: HeatLegendProps) {
  const style = { '--bn-heat-negative': colours.negative, '--bn-heat-positive': colours.positive } as CSSProperties;
  const stops = [-scale.negativeScale, -scale.threshold, scale.threshold, scale.positiveScale];
  return (
    <figure className="bn-heat-legend" style={style} aria-label={`Colour scale (${unit})`}>
      <div className="bn-heat-legend__bar" aria-hidden="true">
        <span className="bn-heat-legend__negative" />
        <span className="bn-heat-legend__none" />
        <span className="bn-heat-legend__positive" />
      </div>
      <div className="bn-heat-legend__ticks">
        {stops.map((v, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: four fixed stops, known by their place; two can share a value
          <span key={i}>
            {i === 0 ? '≤ ' : i === stops.length - 1 ? '≥ ' : ''}
            {number(v)}
          </span>
        ))}
      </div>
      <figcaption>
        {negativeMeaning && <span>← {negativeMeaning}</span>}
        <span className="bn-heat-legend__unit">
          {unit}; no colour between {number(-scale.threshold)} and {number(scale.threshold)}
        </span>
        {positiveMeaning && <span>{positiveMeaning} →</span>}
      </figcaption>
    </figure>
  );
}
