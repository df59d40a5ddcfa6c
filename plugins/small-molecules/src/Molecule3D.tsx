import { useEffect, useRef, useState } from 'react';
import { Api, MESSAGES, Spinner, hasWebGL, load3Dmol, useService } from '@bench/sdk';
import { DEFAULT_ZOOM, zoomFactor } from './model.ts';

/** The ligand in 3D (sticks), from GET …/free_ligands/{id}/getPdb; 3Dmol loads only when shown. */
export function Molecule3D({ sessionId, ligandId }: { sessionId: string; ligandId: string }) {
  const api = useService(Api);
  const host = useRef<HTMLDivElement>(null);
  const [webGl] = useState(hasWebGL);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');

  useEffect(() => {
    if (!webGl) return;
    let cancelled = false;
    let viewer: { clear(): void } | null = null;
    Promise.all([load3Dmol(), api.get<{ pdb: string }>(`/api/sessions/${sessionId}/free_ligands/${ligandId}/getPdb`)])
      .then(([$3Dmol, { pdb }]) => {
        if (cancelled || !host.current) return;
        const view = $3Dmol.createViewer(host.current, { backgroundColor: 'white' });
        view.addModel(pdb, 'pdb');
        view.setStyle({}, { stick: { radius: 0.15 }, sphere: { scale: 0.22 } });
        view.zoomTo();
        view.zoom(zoomFactor(DEFAULT_ZOOM));
        view.render();
        viewer = view;
        setState('shown');
      })
      .catch((error: unknown) => {
        console.error('Could not show the small molecule in 3D', ligandId, error);
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      viewer?.clear();
    };
  }, [api, sessionId, ligandId, webGl]);

  if (!webGl)
    return (
      <p className="bn-molecule__notice" role="alert">
        {MESSAGES.noWebGl}
      </p>
    );
  return (
    <div className="bn-molecule__3d">
      <div ref={host} className="bn-molecule__canvas" aria-label="3D structure" role="img" />
      {state === 'loading' && <Spinner />}
      {state === 'failed' && <p className="bn-molecule__notice">The 3D structure could not be shown.</p>}
    </div>
  );
}
