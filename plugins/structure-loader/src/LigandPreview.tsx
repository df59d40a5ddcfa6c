import { useEffect, useRef, useState } from 'react';
import { Api, ApiError, useService } from '@bench/sdk';
import { depictSmiles, parseStructure, type LoaderResidue, type Structure } from '@bench/structure';
import { isPreviewable, residuePdb } from './ligand.ts';
import type { GetLigandReply } from './wire.ts';

interface LigandPreviewProps {
  sessionId: string;
  pdbFileData: string;
  residues: LoaderResidue[];
  /** the hovered residue, else the single selected one */
  index: number | undefined;
}

const SIZE = { width: 280, height: 200 };
const HOVER_DELAY_MS = 150;

/** 2D drawing of a ligand (Open Babel SMILES, the server's RDKit depiction), shown only when a SMILES exists. */
export function LigandPreview({ sessionId, pdbFileData, residues, index }: LigandPreviewProps) {
  const api = useService(Api);
  const structure = useRef<Structure | null>(null);
  const smilesByIndex = useRef(new Map<number, string | null>());
  const [engineMissing, setEngineMissing] = useState(false);
  const [drawing, setDrawing] = useState<{ index: number; svg: string; smiles: string } | null>(null);
  const residue = index === undefined ? undefined : residues[index];
  const wanted = isPreviewable(residue) && !engineMissing ? index! : null;

  useEffect(() => {
    if (wanted === null) return;
    let cancelled = false;
    const smilesOf = async (): Promise<string | null> => {
      if (smilesByIndex.current.has(wanted)) return smilesByIndex.current.get(wanted)!;
      structure.current ??= parseStructure(pdbFileData);
      const pdbstring = residuePdb(structure.current, residues, wanted);
      const reply = await api.post<GetLigandReply>(`/api/sessions/${sessionId}/getLigand`, {
        pdbstring,
        output_format: 'smiles',
      });
      smilesByIndex.current.set(wanted, reply.data || null);
      return reply.data || null;
    };
    const timer = setTimeout(async () => {
      try {
        const smiles = await smilesOf();
        const svg = smiles ? await depictSmiles(api, smiles, { ...SIZE, dark: true }) : null;
        if (!cancelled && smiles && svg) setDrawing({ index: wanted, svg, smiles });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'ENGINE_MISSING') setEngineMissing(true);
        else if (error instanceof ApiError) smilesByIndex.current.set(wanted, null);
      }
    }, HOVER_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [api, sessionId, pdbFileData, residues, wanted]);

  if (wanted === null || drawing?.index !== wanted) return null;
  return (
    <figure className="bn-loader-ligand" aria-label={`Ligand ${residue!.original.pdbData.name3}`}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: SVG drawn by the server with RDKit from a parsed molecule, no user markup */}
      <div className="bn-loader-ligand__drawing" dangerouslySetInnerHTML={{ __html: drawing.svg }} />
      <figcaption title={drawing.smiles}>{drawing.smiles}</figcaption>
    </figure>
  );
}
