import type { LauncherContribution } from '@bench/sdk';

/** Where structure predictions show (spec 2 §2): each declared by one plugin of the family, used by the others. */
export const PREDICTION_TAB = 'structurePrediction';
export const GROUP_TAB = 'structurePredictionGroup';
/** the Structure predictions panel, which lists the creators the method plugins contribute (their launchers) */
export const PREDICTIONS_PANEL = 'structure-predictions';

/**
 * A method plugin's creator in the Structure predictions panel: its button, labelled by the method,
 * opens `tabKind` and is disabled, saying why, while no engine on this server runs the method's task.
 */
export function predictionCreator(
  id: string,
  method: { task: string; label: string },
  tabKind: string,
  order: number,
  feature?: string,
): LauncherContribution {
  return {
    id,
    label: method.label,
    icon: 'plus',
    tabKind,
    panel: PREDICTIONS_PANEL,
    task: method.task,
    order,
    ...(feature === undefined ? {} : { feature }),
  };
}
