/**
 * Heat-map colouring of position × amino-acid grids (spec 2 §9): no colour below `threshold` in
 * magnitude; positive values take the positive colour at |value| / `positiveScale`, negative ones
 * the negative colour at |value| / `negativeScale`, capped at 1.
 */
export interface HeatScale {
  threshold: number;
  positiveScale: number;
  negativeScale: number;
}

export function heatOf(value: number, scale: HeatScale): { sign: 'positive' | 'negative'; opacity: number } | null {
  if (!Number.isFinite(value) || Math.abs(value) < scale.threshold) return null;
  const sign = value > 0 ? 'positive' : 'negative';
  return {
    sign,
    opacity: Math.min(1, Math.abs(value) / (sign === 'positive' ? scale.positiveScale : scale.negativeScale)),
  };
}
