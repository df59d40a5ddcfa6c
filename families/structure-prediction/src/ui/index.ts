/** @bench/family-structure-prediction/ui: the creators' shared parts and the prediction list (browser only). */
export { BinButtons } from './BinButtons.tsx';
export { CreatorFooter } from './CreatorFooter.tsx';
export { PredictionList } from './PredictionList.tsx';
export { SelectedTemplatesCheckbox, useSelectedTemplates } from './SelectedTemplates.tsx';
export { useCreatorSubmit } from './useCreatorSubmit.ts';
export { usePoses, type NamedPose } from './usePoses.ts';
export { usePredictionCalls } from './usePredictionCalls.ts';
