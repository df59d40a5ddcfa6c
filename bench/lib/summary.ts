// A benchmark's headline figures for the summary table of `npm run bench` (bench/run.mjs): each call
// adds one row — what was measured, the figure with its unit, the budget, pass or FAIL — to the file
// named by BENCH_SUMMARY. Run alone, a benchmark prints its own tables and this adds nothing.
import { appendFileSync } from 'node:fs';

export function reportFigure(measure: string, figure: string, budget: string, pass: boolean): void {
  const file = process.env.BENCH_SUMMARY;
  if (file) appendFileSync(file, `${JSON.stringify({ measure, figure, budget, result: pass ? 'pass' : 'FAIL' })}\n`);
}
