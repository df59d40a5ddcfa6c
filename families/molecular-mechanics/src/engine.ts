/**
 * @bench/family-molecular-mechanics/engine (server only): the two engines each of Prepare, Minimize,
 * Repack and Relax ships — its OpenMM step file on @bench/openmm, and the labelled simulated engine,
 * which moves the source's atoms by Gaussian noise and reports synthetic scores.
 */
import type { ActionEngine } from '@bench/sdk/model';
import { jitterAtoms, simulatedEngine } from '@bench/engine-sim';
import { openmmEngine, type ItemPlanner, type MmModule } from '@bench/openmm';

export interface MmJobEngines {
  task: string;
  /** the plugin's step file, e.g. `new URL('../engine/relax.py', import.meta.url)` */
  step: URL;
  /** the Python modules the step imports */
  needs: readonly MmModule[];
  /** the OpenMM engine's worker items (read from the input as it is stored) */
  plan: ItemPlanner<unknown>;
  simulated: {
    /** the progress step shown while it runs, e.g. 'Relaxing' */
    step: string;
    /** the noise each moved atom gets, in Å per axis */
    sigma: number;
    /** how relaxed its synthetic scores look, 0 to 1 */
    relaxation: number;
    /** which atoms move, by name (default: every one) */
    atoms?: (name: string) => boolean;
    /** one result per source structure (default: `repeats` of them) */
    onePerSource?: boolean;
  };
}

/** The job's engines: OpenMM, chosen where its modules import, then the simulated one. */
export function mmJobEngines({ task, step, needs, plan, simulated }: MmJobEngines): ActionEngine<unknown>[] {
  return [
    openmmEngine({ task, step, needs, plan }),
    simulatedEngine({
      task,
      step: simulated.step,
      ...(simulated.onePerSource ? { repeats: () => 1 } : {}),
      derive: ({ pose, random }) => ({
        pose: jitterAtoms(pose, simulated.sigma, random, undefined, simulated.atoms),
        relaxation: simulated.relaxation,
      }),
    }),
  ];
}
