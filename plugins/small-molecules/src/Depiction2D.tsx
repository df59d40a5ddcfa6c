import { useEffect, useState } from 'react';
import { Api, Spinner, useService } from '@bench/sdk';
import { depictSmiles } from '@bench/structure';

const SIZE = { width: 360, height: 280 };

/** RDKit's 2D drawing of the molecule, from its SMILES. */
export function Depiction2D({ smiles, name }: { smiles: string | null; name: string }) {
  const api = useService(Api);
  const [svg, setSvg] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!smiles) return setSvg(null);
    let live = true;
    depictSmiles(api, smiles, SIZE)
      .then((drawing) => live && setSvg(drawing))
      .catch((error: unknown) => {
        console.error('Could not draw the small molecule', error);
        if (live) setSvg(null);
      });
    return () => {
      live = false;
    };
  }, [api, smiles]);

  if (svg === undefined) return <Spinner />;
  if (svg === null) return <p className="bn-molecule__notice">No 2D depiction is available for this molecule.</p>;
  // RDKit's SVG is drawn by the server from the stored SMILES, not taken from the file as markup
  return (
    <div
      className="bn-molecule__2d"
      role="img"
      aria-label={`2D depiction of ${name}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG drawn by the server with RDKit from a parsed molecule, no user markup
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
