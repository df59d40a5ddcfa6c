import { useMemo, useState } from 'react';
import { LocalPrefs, useService, type ViewerSettings } from '@bench/sdk';
import { carbonColour, carbonPrefKey, clampHeight, readStyles, SEQUENCE_VIEWER } from './model.ts';
import type { StructureViewerProps } from './StructureViewer.tsx';

type Bindings = Pick<
  StructureViewerProps,
  'styles' | 'onStyles' | 'camera' | 'onCamera' | 'sequenceViewer' | 'onSequenceViewer' | 'carbonOf' | 'onCarbon'
>;

/** Viewer settings (tab or page state) and per-structure carbon colours (remembered in this browser) as viewer props. */
export function useViewerBindings(settings: ViewerSettings, patch: (next: Partial<ViewerSettings>) => void): Bindings {
  const prefs = useService(LocalPrefs);
  const [carbonVersion, setCarbonVersion] = useState(0);
  const styles = useMemo(() => readStyles(settings.styles), [settings.styles]);
  const wheelKey = styles.wheel.join();
  // a new function whenever a colour can have changed, so the viewer repaints
  // biome-ignore lint/correctness/useExhaustiveDependencies: carbonVersion counts colour changes stored in prefs, which the function reads
  const carbonOf = useMemo(() => {
    const wheel = wheelKey.split(',');
    return (id: string, position: number) =>
      carbonColour(position, wheel, prefs.get<string | null>(carbonPrefKey(id), null));
  }, [prefs, wheelKey, carbonVersion]);
  return {
    styles,
    onStyles: (next) => patch({ styles: next }),
    camera: Array.isArray(settings.camera) ? (settings.camera as number[]) : undefined,
    onCamera: (camera) => patch({ camera }),
    sequenceViewer: {
      active: settings.sequence_viewer_active ?? true,
      height: clampHeight(settings.sequence_viewer_height ?? SEQUENCE_VIEWER.defaultHeightPx),
    },
    onSequenceViewer: ({ active, height }) =>
      patch({ sequence_viewer_active: active, sequence_viewer_height: clampHeight(height) }),
    carbonOf,
    onCarbon: (id, colour) => {
      prefs.set(carbonPrefKey(id), colour);
      setCarbonVersion((v) => v + 1);
    },
  };
}
