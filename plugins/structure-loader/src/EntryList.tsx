import { Icon, IconButton, Spinner, boundedLines } from '@bench/sdk';
import { progressLabel, type LoaderEntry } from './entries.ts';

interface EntryListProps {
  entries: LoaderEntry[];
  activeId: string | null;
  onSelect(id: string): void;
  onRemove(id: string): void;
}

/** The structures being added: loading, ready to edit (click to edit) or failed with their (first few) error lines. */
export function EntryList({ entries, activeId, onSelect, onRemove }: EntryListProps) {
  if (entries.length === 0) return null;
  return (
    <ul className="bn-loader-entries" aria-label="Structures to load">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className={[
            'bn-loader-entry',
            `bn-loader-entry--${entry.status}`,
            entry.id === activeId && 'bn-loader-entry--active',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          <div className="bn-loader-entry__head">
            {entry.status === 'ready' ? (
              <button
                type="button"
                className="bn-loader-entry__name"
                aria-pressed={entry.id === activeId}
                onClick={() => onSelect(entry.id)}
              >
                {entry.label}
              </button>
            ) : (
              <span className="bn-loader-entry__name">{entry.label}</span>
            )}
            {entry.status === 'loading' && <Spinner label={progressLabel(entry)} />}
            <IconButton
              label={`Remove ${entry.label}`}
              icon={<Icon name="close" size={12} />}
              onClick={() => onRemove(entry.id)}
            />
          </div>
          {entry.errors.length > 0 && (
            <ul className="bn-loader-entry__errors" role="alert" aria-label={`Errors in ${entry.label}`}>
              {boundedLines(entry.errors).map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of message lines, which can repeat
                <li key={i}>{line}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
