/**
 * @bench/engine-sim: the toolkit of the labelled `simulated` engines — deterministic random
 * numbers, pose editing, rigid-body moves, synthetic scores and the `simulatedEngine` builder.
 * Pure TypeScript for plugin `./engine` entries, tests and the server.
 */
export { blosum62 } from './blosum.ts';
export { crankshaftLoop, isSideChainAtom, jitterAtoms, mutateResidues, name3Of } from './edit.ts';
export { type Derived, repeatsOf, simulatedEngine } from './engine.ts';
export { atomOf, caRmsd, idealCb, maxCaStep, point } from './geometry.ts';
export { type PoseResidue, poseSequence, readPose, type SimPose, writePose } from './pose.ts';
export { mulberry32, pick, type Random, randomFor, seedFrom } from './prng.ts';
export {
  freeChainIds,
  heavyPoints,
  PointGrid,
  randomDirection,
  randomRotation,
  renameClashingChains,
  rotate,
  type Rotation,
  rotationBetween,
  transformPose,
} from './rigid.ts';
export {
  forEachStep,
  JobCancelledError,
  resultName,
  SIMULATED_NOTE,
  SIMULATED_REMARK,
  simulatedResult,
  throwIfAborted,
} from './run.ts';
