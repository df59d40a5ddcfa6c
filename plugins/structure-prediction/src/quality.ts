/**
 * How a residue's homology-model quality (the family's QUALITY_METHOD) compares with native structures.
 * The windowed per-residue potential of crystal chains, measured once over the 20 protein chains of
 * ≥ 20 residues in the shared fixtures (5,406 residues; homology-modelling README): median −2.0, 90th percentile −0.6.
 */
export const NATIVE_MEDIAN = -2;
export const NATIVE_P90 = -0.6;

/** good: as good as the median native residue or better; fair: within 90 % of native residues; poor: worse. */
export type QualityBand = 'good' | 'fair' | 'poor';

export const qualityBand = (score: number): QualityBand =>
  score <= NATIVE_MEDIAN ? 'good' : score <= NATIVE_P90 ? 'fair' : 'poor';
