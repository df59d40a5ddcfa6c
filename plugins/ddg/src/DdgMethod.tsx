import { SIMULATED_NOTE } from '@bench/sdk';
import type { DdgResult } from './useDdgData.ts';

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}: ${text(v)}`).join('; ');
  return String(value);
}

/** How the scores were made (the engine's record: method, force field, settings, calibration), and its notes. */
export function DdgMethod({ result }: { result: DdgResult }) {
  const method = result.method ?? null;
  const notes = result.notes ?? [];
  if (!method && notes.length === 0) return null;
  return (
    <section className="bn-ddg__method" aria-label="Method">
      <h3>Method</h3>
      {result.engine === 'simulated' && <p className="bn-inline-warning">{SIMULATED_NOTE}</p>}
      {method && (
        <dl className="bn-ddg__facts">
          {Object.entries(method).map(([key, value]) => (
            <div key={key}>
              <dt>{key.replace(/_/g, ' ')}</dt>
              <dd>{text(value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {notes.length > 0 && (
        <ul className="bn-ddg__notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
