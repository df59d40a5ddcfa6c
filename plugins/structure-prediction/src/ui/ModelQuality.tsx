import { NATIVE_MEDIAN, NATIVE_P90, qualityBand } from '../quality.ts';

interface ResidueQuality {
  chain: string;
  number: number;
  code: string;
  score: number;
}
export interface ModelQualityRecord {
  global: number;
  residues: ResidueQuality[];
  method?: string;
}

/** The quality record a homology model's method carries, when it has one. */
export function modelQualityOf(method: Record<string, unknown>): ModelQualityRecord | null {
  const quality = method.quality as Partial<ModelQualityRecord> | undefined;
  if (!quality || typeof quality.global !== 'number' || !Array.isArray(quality.residues)) return null;
  return quality as ModelQualityRecord;
}

const BAND_TEXT = {
  good: `as good as the median native residue (≤ ${NATIVE_MEDIAN.toFixed(1)})`,
  fair: `within 90 % of native residues (≤ ${NATIVE_P90.toFixed(1)})`,
  poor: `worse than 90 % of native residues (> ${NATIVE_P90.toFixed(1)})`,
};

/**
 * The model's quality: the global value and, per residue, the model's sequence coloured by band
 * (each residue's value in its tooltip); the same per-residue values are the model's B-factors.
 */
export function ModelQuality({ quality }: { quality: ModelQualityRecord }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled read-only display, not a form fieldset
    <div className="bn-sp-quality" role="group" aria-label="Model quality per residue">
      <strong>Model quality per residue</strong>
      <div className="bn-sp-quality__residues">
        {quality.residues.map((residue) => {
          const band = qualityBand(residue.score);
          return (
            <span
              key={`${residue.chain}${residue.number}`}
              className={`bn-sp-q bn-sp-q--${band}`}
              data-band={band}
              title={`${residue.chain} ${residue.number}: ${residue.score.toFixed(2)} (${band})`}
            >
              {residue.code}
            </span>
          );
        })}
      </div>
      <p className="bn-hint">
        Per residue (9-residue window; lower is better):{' '}
        {(['good', 'fair', 'poor'] as const).map((band) => (
          <span key={band}>
            <span className={`bn-sp-q bn-sp-q--${band}`}>{band}</span> {BAND_TEXT[band]}
            {band === 'poor' ? '.' : '; '}
          </span>
        ))}
      </p>
    </div>
  );
}
