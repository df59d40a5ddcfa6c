import { Checkbox } from '@bench/sdk';
import type { LoaderResidue } from '@bench/structure';
import { hasKeepableLigands, ligandsKept, removalLines, removalSummary } from './removal.ts';

interface RemovalSummaryProps {
  residues: LoaderResidue[];
  onKeepLigands(keep: boolean): void;
}

/** Before Submit: what the new pose leaves out, and the choice to keep every ligand (they go by default). */
export function RemovalSummary({ residues, onKeepLigands }: RemovalSummaryProps) {
  const lines = removalLines(removalSummary(residues));
  return (
    <section className="bn-loader-removal" aria-label="Removed on submit">
      {lines.length === 0 ? (
        <p className="bn-muted">Submit keeps every residue.</p>
      ) : (
        <>
          <span className="bn-loader-removal__title">Submit removes</span>
          <ul>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {hasKeepableLigands(residues) && (
        <Checkbox label="Keep ligands" checked={ligandsKept(residues)} onChange={onKeepLigands} />
      )}
    </section>
  );
}
