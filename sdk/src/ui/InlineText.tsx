import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import './input.css';

export interface InlineTextProps {
  value: string;
  /** called on Enter or blur with a changed, non-empty value only */
  onCommit(value: string): void;
  /** cleans text while typing (e.g. strips invalid name characters) */
  filter?(text: string): string;
  /** called when `filter` removed something */
  onFiltered?(): void;
  label: string;
  autoFocus?: boolean;
  /** called when editing ends, committed or not */
  onDone?(): void;
  className?: string;
}

/**
 * Text that edits in place (spec 2 §5): editing starts on focus and ends on blur; Enter commits,
 * Escape restores the initial value. An empty or unchanged value commits nothing.
 */
export function InlineText({
  value,
  onCommit,
  filter,
  onFiltered,
  label,
  autoFocus,
  onDone,
  className,
}: InlineTextProps) {
  const [draft, setDraft] = useState(value);
  const [editing, setEditing] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  const cancelled = useRef(false);

  useEffect(() => {
    if (!editing) setDraft(value);
  }, [value, editing]);

  const finish = (commit: boolean) => {
    const next = draft.trim();
    if (commit && next && next !== value) onCommit(next);
    else setDraft(value);
    setEditing(false);
    onDone?.();
  };

  const change = (text: string) => {
    const clean = filter ? filter(text) : text;
    if (clean !== text) onFiltered?.();
    setDraft(clean);
  };

  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') ref.current?.blur();
    if (e.key === 'Escape') {
      cancelled.current = true;
      ref.current?.blur();
    }
  };

  return (
    <input
      ref={ref}
      aria-label={label}
      className={['bn-inline-text', editing && 'bn-inline-text--editing', className].filter(Boolean).join(' ')}
      value={draft}
      // biome-ignore lint/a11y/noAutofocus: opt-in, for a field the user has just asked to edit
      autoFocus={autoFocus}
      onFocus={() => setEditing(true)}
      onBlur={() => {
        finish(!cancelled.current);
        cancelled.current = false;
      }}
      onChange={(e) => change(e.target.value)}
      onKeyDown={keyDown}
    />
  );
}
