/**
 * Synthetic Rosetta-like score terms (spec 2 §3 pose score_terms) for simulated poses. The terms
 * are weighted values in REU as a Rosetta score file reports them; `score` is their sum.
 *
 * What is real: `ref` sums approximate ref2015 reference energies of the actual sequence,
 * `pro_close` counts the prolines, `dslf_fa13` counts disulfides found from SG–SG distances.
 * The other terms are per-residue means of typical ref2015 runs with seeded noise; `relaxation`
 * (0..1) lowers repulsion, rotamer and torsion terms the way a relax or minimisation would.
 * None of it is a physical score.
 */
import { ENERGY_TERMS } from '@bench/action-kit';
import type { ScoreDeclarations } from '@bench/sdk/model';
import { atomOf, distance, point } from './geometry.ts';
import type { SimPose } from './pose.ts';
import { gaussian, type Random } from './prng.ts';

/** Approximate ref2015 reference energies by one-letter code. */
const REF: Readonly<Record<string, number>> = {
  A: 1.32,
  C: 3.25,
  D: -2.15,
  E: -2.72,
  F: 1.22,
  G: 0.8,
  H: -0.3,
  I: 2.3,
  K: -0.71,
  L: 1.66,
  M: 1.66,
  N: -1.34,
  P: -1.64,
  Q: -1.45,
  R: -1.28,
  S: -0.6,
  T: 0.49,
  V: 2.64,
  W: 3.35,
  Y: 0.61,
};

/** Typical weighted per-residue values; `relaxes` terms shrink with relaxation. */
const PER_RESIDUE: Readonly<Record<string, { mean: number; relaxes?: number }>> = {
  fa_atr: { mean: -6.2 },
  fa_rep: { mean: 0.9, relaxes: 0.5 },
  fa_intra_rep: { mean: 0.012 },
  fa_dun: { mean: 1.3, relaxes: 0.3 },
  fa_sol: { mean: 3.7 },
  fa_elec: { mean: -1.6 },
  hbond_bb_sc: { mean: -0.25 },
  hbond_lr_bb: { mean: -0.5 },
  hbond_sc: { mean: -0.2 },
  hbond_sr_bb: { mean: -0.45 },
  omega: { mean: 0.12, relaxes: 0.4 },
  p_aa_pp: { mean: -0.15 },
  rama: { mean: -0.08, relaxes: 0.3 },
};

const DISULFIDE_MAX = 2.5;

export function disulfideCount(pose: SimPose): number {
  const sg = pose.residues
    .filter((r) => r.letter === 'C')
    .map((r) => atomOf(r, 'SG'))
    .filter((a) => a !== undefined);
  let n = 0;
  for (let i = 0; i < sg.length; i++)
    for (let j = i + 1; j < sg.length; j++) if (distance(point(sg[i]!), point(sg[j]!)) < DISULFIDE_MAX) n++;
  return n;
}

const round = (v: number): number => Math.round(v * 1000) / 1000;

export interface SimulatedScore {
  score: number;
  score_terms: Record<string, number>;
}

export function simulatedScore(pose: SimPose, random: Random, relaxation = 0): SimulatedScore {
  const letters = pose.residues.filter((r) => r.position !== null).map((r) => r.letter);
  const n = letters.length;
  const terms: Record<string, number> = {};
  for (const term of ENERGY_TERMS) {
    const spec = PER_RESIDUE[term];
    if (spec) {
      const factor = 1 - (spec.relaxes ?? 0) * Math.min(1, Math.max(0, relaxation));
      terms[term] = round(n * spec.mean * factor * (1 + 0.04 * gaussian(random)));
    }
  }
  terms.pro_close = round(letters.filter((l) => l === 'P').length * 0.06);
  terms.dslf_fa13 = round(disulfideCount(pose) * -0.4);
  terms.ref = round(letters.reduce((sum, l) => sum + (REF[l] ?? 0), 0));
  const ordered = Object.fromEntries(ENERGY_TERMS.map((t) => [t, terms[t] ?? 0]));
  return { score: round(Object.values(ordered).reduce((a, b) => a + b, 0)), score_terms: ordered };
}

/** Units of what `resultPose` writes: the Rosetta-like terms and their sum in REU, the Cα RMSD in Å. */
export const SIMULATED_SCORE_DECLARATIONS: ScoreDeclarations = {
  score: { unit: 'REU' },
  rms: { unit: 'Å' },
  ...Object.fromEntries(ENERGY_TERMS.map((term) => [term, { unit: 'REU' }])),
};
