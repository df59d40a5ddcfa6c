import { useMemo } from 'react';
import { useTabViewer, type PoseViewerData, type SequenceViewerData, type ViewerProps } from '@bench/sdk';
import { logoRows } from './model.ts';
import { SequenceLogo } from './SequenceLogo.tsx';

/** The 'logo' viewer of pose and sequence collection tabs; the selector choice is saved in the tab. */
export default function SequenceLogoView({ tab, data }: ViewerProps) {
  const [settings, patch] = useTabViewer(tab);
  const rows = useMemo(() => logoRows(data as PoseViewerData | SequenceViewerData), [data]);
  return <SequenceLogo rows={rows} settings={settings} onSettings={patch} />;
}
