/**
 * The simulated ProteinMPNN sampler. Each designable position gets a distribution over the 20
 * amino acids seeded from the source residue: p(a) ∝ exp(BLOSUM62(native, a) / (15·T)). At
 * T = 0 the native residue is kept; at T ≈ 0.1 about half the positions keep it; at T ≥ 1 the
 * distribution is close to uniform. No structure is read: this is not ProteinMPNN's network.
 */
import { AMINO_ACID_LETTERS } from '@bench/action-kit';
import { blosum62, type Random } from '@bench/engine-sim';

const SCALE = 15;

/** Probabilities over AMINO_ACID_LETTERS for a position whose source residue is `native`. */
export function positionDistribution(native: string, temperature: number): number[] {
  const scores = AMINO_ACID_LETTERS.map((a) => blosum62(native, a) ?? 0);
  if (temperature <= 0) {
    const best = AMINO_ACID_LETTERS.indexOf(native as (typeof AMINO_ACID_LETTERS)[number]);
    const index = best >= 0 ? best : scores.indexOf(Math.max(...scores));
    return scores.map((_, i) => (i === index ? 1 : 0));
  }
  const max = Math.max(...scores);
  const weights = scores.map((s) => Math.exp((s - max) / (SCALE * temperature)));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

export function sampleLetter(distribution: readonly number[], random: Random): number {
  let u = random();
  for (const [i, p] of distribution.entries()) {
    if (u < p) return i;
    u -= p;
  }
  return distribution.length - 1;
}

export interface Design {
  sequence: string;
  /** mean −ln p over the designed positions (ProteinMPNN's score is likewise a mean NLL) */
  score: number;
  /** share of designed positions that kept the source residue */
  recovery: number;
}

/**
 * One design: `designable(position)` says which 1-based sequence positions are resampled; other
 * positions, '/' chain breaks and letters outside the 20 are kept.
 */
export function designSequence(
  source: string,
  designable: (position: number) => boolean,
  temperature: number,
  random: Random,
): Design {
  let position = 0;
  let nll = 0;
  let designed = 0;
  let kept = 0;
  const letters = [...source].map((ch) => {
    if (ch === '/') return ch;
    position++;
    if (!designable(position) || blosum62(ch, ch) === null) return ch;
    const distribution = positionDistribution(ch, temperature);
    const i = sampleLetter(distribution, random);
    nll -= Math.log(Math.max(distribution[i]!, 1e-12));
    designed++;
    const letter = AMINO_ACID_LETTERS[i]!;
    if (letter === ch) kept++;
    return letter;
  });
  return { sequence: letters.join(''), score: designed ? nll / designed : 0, recovery: designed ? kept / designed : 1 };
}
