/**
 * The linear calibrations of a mutation's parts into kcal/mol, ddg = Σ weight[part] × part + intercept:
 * `combined` over the three molecular-mechanics parts (nonbonded: van der Waals and Coulomb; solvation;
 * internal terms) and the learned term (engine/learned.py), used wherever the learned term scores the
 * mutation; `physics` over the three parts alone, used where it does not (no PyTorch here, or a site it
 * cannot read). No intercept: a residue mutated to itself is 0. Both are fitted by `npm run calibrate:ddg`
 * on the fitting set of plugins/ddg/data/SOURCES.md only (never on the set bench/ddg.bench.mjs reports).
 */
import shipped from './calibration.json' with { type: 'json' };

export const RAW_PARTS = ['nonbonded', 'solvation', 'internal'] as const;
export type RawPart = (typeof RAW_PARTS)[number];
export type RawParts = Record<RawPart, number>;
/** the molecular-mechanics parts, and the learned term where it was computed */
export type Parts = RawParts & { learned?: number };

export interface Calibration {
  weights: Partial<Record<keyof Parts, number>>;
  intercept: number;
  /** what the weights were fitted on */
  fittedOn: string;
}

export interface Calibrations {
  combined: Calibration;
  physics: Calibration;
}

export const CALIBRATIONS: Calibrations = shipped;

/** The calibration that applies to a mutation's parts: the combined one when the learned term is there. */
export function calibrationFor(parts: Parts, calibrations: Calibrations = CALIBRATIONS): Calibration {
  return parts.learned === undefined ? calibrations.physics : calibrations.combined;
}

/** The calibration's weights of the molecular-mechanics parts, in RAW_PARTS order (0 for one it leaves out). */
export function rawPartWeights(calibration: Calibration): number[] {
  return RAW_PARTS.map((part) => calibration.weights[part] ?? 0);
}

export function calibrated(parts: Parts, calibration: Calibration): number {
  return Object.entries(calibration.weights).reduce((sum, [part, weight]) => {
    const value = parts[part as keyof Parts];
    if (value === undefined) throw new Error(`The calibration weighs the ${part} part, which was not computed.`);
    return sum + weight! * value;
  }, calibration.intercept);
}

export function describeCalibration(calibration: Calibration): string {
  const signed = (value: number, digits: number) => `${value < 0 ? '−' : '+'} ${Math.abs(value).toFixed(digits)}`;
  const terms = Object.entries(calibration.weights)
    .map(([part, weight], i) => `${i === 0 ? weight!.toFixed(4) : signed(weight!, 4)} × ${part}`)
    .join(' ');
  return `ΔΔG = ${terms} ${signed(calibration.intercept, 3)} (fitted on ${calibration.fittedOn})`;
}
