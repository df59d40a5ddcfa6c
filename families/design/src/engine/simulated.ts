/** The simulated design step shared by Design, Flex Design and Relax Design. */
import type { MutationsInput } from '@bench/action-kit';
import {
  type Derived,
  isSideChainAtom,
  jitterAtoms,
  mutateResidues,
  type Random,
  type SimPose,
} from '@bench/engine-sim';
import { sampleMutations } from './sequence.ts';

export interface DesignMotion {
  /** Gaussian noise (Å) on side chains of the designed positions (a repack) */
  sideChainSigma?: number;
  /** Gaussian noise (Å) on the backbone of the designed positions (coupled moves) */
  backboneSigma?: number;
  /** Gaussian noise (Å) on every atom (a relax after design) */
  globalSigma?: number;
  relaxation?: number;
}

/**
 * One designed pose: at each position with enabled letters one of exactly those letters (a seeded
 * choice), mutated honestly (see `mutateResidues`), then moved as the motion says.
 */
export function designedPose(
  pose: SimPose,
  mutations: MutationsInput | undefined,
  random: Random,
  motion: DesignMotion = {},
): Derived {
  const chosen = sampleMutations(pose, mutations, random);
  const designed = new Set(chosen.keys());
  let result = mutateResidues(pose, chosen);
  if (motion.sideChainSigma) result = jitterAtoms(result, motion.sideChainSigma, random, designed, isSideChainAtom);
  if (motion.backboneSigma)
    result = jitterAtoms(result, motion.backboneSigma, random, designed, (name) => !isSideChainAtom(name));
  if (motion.globalSigma) result = jitterAtoms(result, motion.globalSigma, random);
  return { pose: result, relaxation: motion.relaxation ?? 0 };
}
