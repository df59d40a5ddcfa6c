import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Api,
  ApiError,
  Workspace,
  useService,
  useTabViewer,
  type PoseViewerData,
  type ViewerProps,
  type ViewerSelection,
} from '@bench/sdk';
import { StructureViewer } from './StructureViewer.tsx';
import type { StructureInput } from './useScene.ts';
import { useViewerBindings } from './useViewerBindings.ts';

/** The 'structure' viewer of a collection tab: the visible poses, each PDB fetched once. */
export default function StructureViewerView({ sessionId, tab, data }: ViewerProps) {
  const { poses, visiblePoseIds, residueSelection } = data as PoseViewerData;
  const api = useService(Api);
  const workspace = useService(Workspace);
  const publish = useCallback((selection: ViewerSelection) => workspace.setViewerSelection(selection), [workspace]);
  const [settings, patch] = useTabViewer(tab);
  const bindings = useViewerBindings(settings, patch);
  const [texts, setTexts] = useState<ReadonlyMap<string, string | null>>(new Map());
  const requested = useRef(new Set<string>());

  useEffect(() => {
    for (const id of visiblePoseIds) {
      if (requested.current.has(id)) continue;
      requested.current.add(id);
      api.get<{ pdb: string }>(`/api/sessions/${sessionId}/poses/${id}/pdb`).then(
        ({ pdb }) => setTexts((t) => new Map(t).set(id, pdb || null)),
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) setTexts((t) => new Map(t).set(id, null));
          else console.error(`loading the PDB of pose ${id} failed`, error);
        },
      );
    }
  }, [api, sessionId, visiblePoseIds]);

  const structures = useMemo<StructureInput[]>(
    () =>
      visiblePoseIds.flatMap((id) =>
        texts.has(id) ? [{ id, name: poses.find((p) => p._id === id)?.name ?? id, pdb: texts.get(id) ?? null }] : [],
      ),
    [visiblePoseIds, texts, poses],
  );
  return (
    <StructureViewer
      structures={structures}
      residueSelection={residueSelection}
      onResidueSelection={publish}
      {...bindings}
    />
  );
}
