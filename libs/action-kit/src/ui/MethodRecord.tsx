import { SIMULATED_NOTE } from '@bench/sdk';
import './method-record.css';

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${text(v)}`)
      .join('; ');
  return String(value);
}

/** A method key's unit suffix (`median_recovery_percent`, `timestep_fs`) and the unit it stands for. */
const UNIT_SUFFIXES: Readonly<Record<string, string>> = {
  percent: '%',
  s: 's',
  fs: 'fs',
  ps: 'ps',
  nm: 'nm',
  angstrom: 'Å',
  kcal: 'kcal/mol',
};

/** A fact's label and its value with the unit its key names ('median recovery', '54.4 %'). */
function fact(key: string, value: unknown): { label: string; shown: string } {
  const suffix = /^(.+)_([a-z]+)$/.exec(key);
  const unit = suffix ? UNIT_SUFFIXES[suffix[2]!] : undefined;
  const label = (unit ? suffix![1]! : key).replace(/_/g, ' ');
  const shown = text(value);
  return { label, shown: unit && shown !== '' ? `${shown} ${unit}` : shown };
}

export interface MethodRecordProps {
  /** the engine kind that ran the job ('simulated' adds the warning) */
  engine?: string | null;
  method?: Record<string, unknown> | null;
  notes?: readonly string[];
}

/**
 * How a job's numbers were made (the engine's record: method, force field, settings, calibration), and its notes.
 * A simulated engine's warning is said once, above the notes, even when the engine lists it among them.
 */
export function MethodRecord({ engine, method = null, notes: given = [] }: MethodRecordProps) {
  if (!method && given.length === 0) return null;
  const notes = engine === 'simulated' ? given.filter((note) => note !== SIMULATED_NOTE) : given;
  return (
    <section className="bn-method" aria-label="Method">
      <h3>Method</h3>
      {engine === 'simulated' && <p className="bn-inline-warning">{SIMULATED_NOTE}</p>}
      {method && (
        <dl className="bn-method__facts">
          {Object.entries(method).map(([key, value]) => {
            const { label, shown } = fact(key, value);
            return (
              <div key={key}>
                <dt>{label}</dt>
                <dd>{shown}</dd>
              </div>
            );
          })}
        </dl>
      )}
      {notes.length > 0 && (
        <ul className="bn-method__notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
