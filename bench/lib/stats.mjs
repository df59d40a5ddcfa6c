// The summary statistics the benches print: one definition each.

const ascending = (values) => [...values].sort((a, b) => a - b);

/** The middle value (the mean of the two middle values of an even count); NaN of none. */
export function median(values) {
  const sorted = ascending(values);
  const mid = sorted.length >> 1;
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The nearest-rank p-th percentile (0–100) of `values`; NaN of none. */
export function percentile(values, p) {
  const sorted = ascending(values);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

/** The fraction of `values` below `cut`. */
export const fraction = (values, cut) => values.filter((x) => x < cut).length / values.length;
