/**
 * The job's percent across a docking run: the new ligand's preparation (0–5 %), then per source
 * structure an equal share of the rest, the receptor's preparation at its start and Vina's search
 * (its own progress stars) across it; 100 % only once every structure is docked. A percent is
 * reported when it changes by a whole point, so a long search gives about one report per point.
 */
import type { DockingProgress } from './dock.ts';

export const LIGAND_PREPARATION_PERCENT = 5;
/** of a structure's share, the part before Vina's search starts (receptor preparation, grid) */
const RECEPTOR_SHARE = 0.05;
const LAST_BEFORE_DONE = 99;

export function dockingRunProgress(report: (step: string, percent: number) => void, structures: number) {
  let last = -1;
  const send = (step: string, percent: number) => {
    const whole = Math.min(LAST_BEFORE_DONE, Math.floor(percent));
    if (whole === last) return;
    last = whole;
    report(step, whole);
  };
  const share = (LAST_BEFORE_DONE - LIGAND_PREPARATION_PERCENT) / Math.max(1, structures);
  return {
    ligand: (step: string) => send(step, 0),
    /** the DockingProgress of structure `index` (0-based), reported under `receptorStep` and `searchStep` */
    structure(index: number, receptorStep: string, searchStep: string): DockingProgress {
      const start = LIGAND_PREPARATION_PERCENT + index * share;
      return (stage, fraction) => {
        if (stage === 'receptor') send(receptorStep, start);
        else send(searchStep, start + share * (RECEPTOR_SHARE + (1 - RECEPTOR_SHARE) * fraction));
      };
    },
  };
}
