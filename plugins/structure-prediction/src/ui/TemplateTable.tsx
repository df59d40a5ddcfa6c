import { alignedChain, type Alignment, type StructurePrediction } from '@bench/family-structure-prediction';

/** The family's template ranking (python/homology/ranking.py), as the table explains it (keep in step). */
const SCORE_FORMULA = 'identity × coverage, less 0.02 per Å of resolution beyond 2.5 Å';

const percent = (value: number | undefined, digits: number) => (value === undefined ? '—' : value.toFixed(digits));
const evalue = (value: number | undefined) => (value === undefined ? '—' : value === 0 ? '0' : value.toExponential(1));
const optional = (value: number | null | undefined, digits: number) => (value == null ? '—' : value.toFixed(digits));

/** The templates a model was built on: single-chain HM's method.template, or each chain's of a complex. */
export function chosenTags(method: Record<string, unknown>): Set<string> {
  if (Array.isArray(method.templates))
    return new Set((method.templates as Record<string, unknown>[]).map((t) => String(t.template)));
  return new Set(typeof method.template === 'string' ? [method.template] : []);
}

function TemplateRow({
  alignment,
  input,
  chosen,
}: {
  alignment: Alignment;
  input: StructurePrediction['input'];
  chosen: boolean;
}) {
  const query = (alignedChain(alignment, input) ?? 'target').padEnd(8);
  return (
    <tr className={chosen ? 'bn-sp-chosen' : undefined} aria-current={chosen ? 'true' : undefined}>
      <td>
        {alignment.target_tag}
        {chosen && <span className="bn-sp-chosen__badge"> model template</span>}
      </td>
      <td>{alignment.source ?? '—'}</td>
      <td className="bn-sp-num">{percent(alignment.identity, 1)}</td>
      <td className="bn-sp-num">{alignment.coverage === undefined ? '—' : (100 * alignment.coverage).toFixed(0)}</td>
      <td className="bn-sp-num">{evalue(alignment.evalue)}</td>
      <td className="bn-sp-num">{optional(alignment.resolution, 2)}</td>
      <td className="bn-sp-num">{optional(alignment.score, 2)}</td>
      <td className="bn-sp-alignment-cell">
        <div className="bn-sp-alignment">
          {`${query} ${String(alignment.query_start).padStart(5)} ${alignment.query_aln_seq}\ntemplate ${String(alignment.target_start).padStart(5)} ${alignment.target_aln_seq}`}
        </div>
      </td>
    </tr>
  );
}

/**
 * The templates found, best first: identity, coverage, E-value, resolution and the ranking score
 * (homology-modelling README), the model's template marked.
 */
export function TemplateTable({ prediction }: { prediction: StructurePrediction }) {
  const chosen = chosenTags(prediction.method ?? {});
  return (
    <table className="bn-sp-table" aria-label="Templates">
      <thead>
        <tr>
          <th>Template</th>
          <th>Source</th>
          <th>Identity (%)</th>
          <th>Coverage (%)</th>
          <th>E-value</th>
          <th>Resolution (Å)</th>
          <th title={SCORE_FORMULA}>Score</th>
          <th>Alignment</th>
        </tr>
      </thead>
      <tbody>
        {prediction.alignments.map((alignment) => (
          <TemplateRow
            key={`${alignment.target_tag}-${alignment.query_start}-${alignment.target_start}`}
            alignment={alignment}
            input={prediction.input}
            chosen={chosen.has(alignment.target_tag)}
          />
        ))}
      </tbody>
    </table>
  );
}
