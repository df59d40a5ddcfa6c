import { useEffect, useRef, useState } from 'react';
import {
  EmptyState,
  IconButton,
  Icon,
  LazyView,
  Workspace,
  useRegistry,
  useService,
  useUser,
  type PoseViewerData,
  type TabData,
} from '@bench/sdk';
import { offeredViewers, type PoseCollection } from './model.ts';

/**
 * True from the frame after the table's first rows were painted, and from then on: the viewer (a
 * WebGL scene, a plot) mounts only once the rows are on screen, so opening a large collection shows
 * its rows first (DESIGN.md §8). A 3D viewer's first frame blocks the page for about 200 ms under
 * software WebGL; started before the first page of poses arrived, it held the rows back.
 */
function usePaintedAfter(rowsShown: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!rowsShown || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [rowsShown, painted]);
  return painted;
}

/**
 * The viewer block: a viewer-mode dropdown over the registered viewers that show poses, the chosen
 * viewer with `PoseViewerData`, fullscreen; the choice is saved in the tab (viewer.viewer_type).
 */
export function ViewerHost({
  sessionId,
  tab,
  collection,
  data,
  rowsShown,
}: {
  sessionId: string;
  tab: TabData;
  collection: PoseCollection;
  data: PoseViewerData;
  /** the table has rendered its first page (the viewer waits for it) */
  rowsShown: boolean;
}) {
  const registry = useRegistry();
  const workspace = useService(Workspace);
  const frame = useRef<HTMLDivElement>(null);
  const viewers = offeredViewers(registry.visibleTo(registry.viewers, useUser()), collection);
  const chosen = viewers.find((v) => v.fullId === tab.viewer?.viewer_type) ?? viewers[0];
  const painted = usePaintedAfter(rowsShown);
  // the viewer's code and library load while the table's first page is fetched
  useEffect(() => {
    void chosen?.component();
    void chosen?.preload?.();
  }, [chosen]);

  if (!chosen) {
    return (
      <div className="bn-pose-viewer bn-pose-viewer--empty">
        <EmptyState title="No viewer is installed">
          Structures, score plots and sequence logos appear here when a viewer plugin is loaded.
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="bn-pose-viewer" ref={frame}>
      <div className="bn-toolbar bn-pose-viewer__bar">
        <label className="bn-field bn-field--inline">
          <span>Viewer</span>
          <select
            value={chosen.fullId}
            onChange={(e) => workspace.updateTab(tab.id, { viewer: { ...tab.viewer, viewer_type: e.target.value } })}
          >
            {viewers.map((v) => (
              <option key={v.fullId} value={v.fullId}>
                {v.label}
              </option>
            ))}
          </select>
        </label>
        <span className="bn-toolbar__spacer" />
        <IconButton
          label="Fullscreen"
          icon={<Icon name="external" size={14} />}
          onClick={() => void frame.current?.requestFullscreen?.()}
        />
      </div>
      <div className="bn-pose-viewer__body">
        {painted && (
          <LazyView
            key={chosen.fullId}
            loader={chosen.component}
            props={{ sessionId, tab, data }}
            what={`the ${chosen.label}`}
          />
        )}
      </div>
    </div>
  );
}
