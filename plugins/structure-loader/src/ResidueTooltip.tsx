import type { LoaderResidue } from '@bench/structure';
import { MESSAGE_TEXTS, residueDetails } from './details.ts';

/** Details of the residue under the pointer, with its messages in words. */
export function ResidueTooltip({ residue }: { residue: LoaderResidue | undefined }) {
  if (!residue) return <p className="bn-loader-tooltip bn-muted">Point at a residue to see its details.</p>;
  return (
    <div className="bn-loader-tooltip" role="tooltip">
      <dl>
        {residueDetails(residue).map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {residue.messages.map((code) => (
        <p key={code} className="bn-loader-tooltip__message">
          {MESSAGE_TEXTS[code]}
        </p>
      ))}
    </div>
  );
}
