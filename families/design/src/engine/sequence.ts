/**
 * Sampling a designed sequence from the action's mutations input: at each position with enabled
 * letters one of exactly those letters is chosen; every other position keeps its residue.
 */
import { enabledLetters, type MutationsInput } from '@bench/action-kit';
import { pick, type Random, type SimPose } from '@bench/engine-sim';

/** position → chosen letter, for each amino-acid position of the pose that has enabled letters. */
export function sampleMutations(
  pose: SimPose,
  mutations: MutationsInput | undefined,
  random: Random,
): Map<number, string> {
  const chosen = new Map<number, string>();
  const positions = Object.keys(mutations ?? {})
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => a - b);
  for (const position of positions) {
    const letters = enabledLetters(mutations![String(position)]?.mutations);
    const residue = pose.residues.find((r) => r.position === position);
    if (!residue || letters.length === 0 || (residue.type !== 'caa' && residue.type !== 'ncaa')) continue;
    chosen.set(position, pick(random, letters));
  }
  return chosen;
}

/** The sequence with the chosen letters in place ('/' chain breaks kept). */
export function applyToSequence(sequence: string, chosen: ReadonlyMap<number, string>): string {
  let position = 0;
  return [...sequence].map((ch) => (ch === '/' ? ch : (chosen.get(++position) ?? ch))).join('');
}
