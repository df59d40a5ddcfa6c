// Sequence logo budget (issue 4): the logo of 10,000 sequences × 300 positions computed in < 100 ms.
// The sequences are deterministic pseudo-random load (not biology). Median of RUNS after WARMUP.
// Run: npx tsx bench/logo.bench.mjs
import { computeLogo } from '../plugins/sequence-logo/src/logo.ts';
import { reportFigure } from './lib/summary.ts';
import { median } from './lib/stats.mjs';

const WARMUP = 3;
const RUNS = 15;
const BUDGET_MS = 100;
const AMINO = 'ACDEFGHIKLMNPQRSTVWY';

let seed = 7;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
/** A family: each position keeps the consensus letter with a position-dependent probability. */
function family(count, length) {
  const consensus = Array.from({ length }, () => AMINO[Math.floor(random() * 20)]);
  const keep = Array.from({ length }, () => random());
  return Array.from({ length: count }, () =>
    consensus.map((c, i) => (random() < keep[i] ? c : AMINO[Math.floor(random() * 20)])).join(''),
  );
}

const rows = [];
for (const [count, length] of [
  [1_000, 300],
  [10_000, 300],
  [10_000, 1_000],
]) {
  const sequences = family(count, length);
  const samples = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const t0 = performance.now();
    computeLogo(sequences, i % 2 ? 'bits' : 'percentage');
    if (i >= WARMUP) samples.push(performance.now() - t0);
  }
  const ms = median(samples);
  if (count === 10_000 && length === 300)
    reportFigure('logo of 10,000 × 300', `${ms.toFixed(1)} ms`, `< ${BUDGET_MS} ms`, ms < BUDGET_MS);
  rows.push({
    sequences: count,
    positions: length,
    'median ms': ms.toFixed(1),
    budget: count === 10_000 && length === 300 ? `< ${BUDGET_MS}` : '',
    ok: count === 10_000 && length === 300 ? (ms < BUDGET_MS ? 'yes' : 'NO') : '',
  });
}
console.table(rows);
