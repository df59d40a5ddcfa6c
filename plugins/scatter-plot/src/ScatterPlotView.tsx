import { useTabViewer, type PoseViewerData, type ViewerProps } from '@bench/sdk';
import { ScatterPlot } from './ScatterPlot.tsx';

/** The 'scatter' viewer of a collection tab; axes are saved in the tab. */
export default function ScatterPlotView({ tab, data }: ViewerProps) {
  const [settings, patch] = useTabViewer(tab);
  return <ScatterPlot data={data as PoseViewerData} settings={settings} onSettings={patch} />;
}
