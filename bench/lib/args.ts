// Command-line sizes of a benchmark: `--jobs 24` or `--jobs=24`; npm run bench passes smaller ones (bench/run.mjs).
export function numberFlag(name: string, fallback: number, argv: readonly string[] = process.argv): number {
  const at = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (at < 0) return fallback;
  const raw = argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1];
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number ≥ 1, got '${raw}'`);
  return value;
}
