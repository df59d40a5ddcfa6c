/**
 * The linear calibration of the raw molecular-mechanics difference into kcal/mol:
 * ddg = Σ weight[part] × raw[part] + intercept over three parts (nonbonded: van der Waals and Coulomb;
 * solvation; internal terms) — three weights (the intercept stays 0: a residue mutated to itself is
 * 0), fitted by `npm run calibrate:ddg` on the fitting set of
 * plugins/ddg/data/SOURCES.md only (never on the set bench/ddg.bench.mjs reports).
 */
import shipped from './calibration.json' with { type: 'json' };

export const RAW_PARTS = ['nonbonded', 'solvation', 'internal'] as const;
export type RawPart = (typeof RAW_PARTS)[number];
export type RawParts = Record<RawPart, number>;

export interface Calibration {
  weights: RawParts;
  intercept: number;
  /** what the weights were fitted on */
  fittedOn: string;
}

export const CALIBRATION: Calibration = shipped;

/** Every part weighing 1 and no intercept: the raw total (what the calibration script fits on). */
export const IDENTITY: Calibration = {
  weights: { nonbonded: 1, solvation: 1, internal: 1 },
  intercept: 0,
  fittedOn: 'identity',
};

export function calibrated(raw: RawParts, calibration: Calibration): number {
  return RAW_PARTS.reduce((sum, part) => sum + calibration.weights[part] * raw[part], calibration.intercept);
}

export function describeCalibration(calibration: Calibration): string {
  const terms = RAW_PARTS.map((part) => `${calibration.weights[part].toFixed(4)} × ${part}`).join(' + ');
  return `ΔΔG = ${terms} ${calibration.intercept >= 0 ? '+' : '−'} ${Math.abs(calibration.intercept).toFixed(3)} (fitted on ${calibration.fittedOn})`;
}
