/**
 * Flex Design's engines (server side). Simulated coupled moves: like Design (exactly the enabled
 * letters), plus small backbone moves (0.2 Å) at the designed positions.
 */
import { simulatedEngine } from '@bench/engine-sim';
import { openmmEngine } from '@bench/openmm';
import { DESIGN_PYTHON, designedPose, designRepeats } from '@bench/family-design/engine';
import { TASK, type FlexDesignInput } from './model.ts';

export const simulatedFlexDesign = simulatedEngine<FlexDesignInput>({
  task: TASK,
  step: 'Designing with backbone moves',
  derive: ({ context, pose, random }) =>
    designedPose(pose, context.action.input.mutations, random, {
      sideChainSigma: 0.2,
      backboneSigma: 0.2,
      relaxation: 0.4,
    }),
});

export const engines = [
  openmmEngine({
    task: TASK,
    step: new URL('../engine/flex_design.py', import.meta.url),
    python: [DESIGN_PYTHON],
    needs: ['openmm', 'pdbfixer', 'promod3'],
    plan: designRepeats,
  }),
  simulatedFlexDesign,
];
