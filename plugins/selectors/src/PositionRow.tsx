import { useEffect, useRef, type MouseEvent } from 'react';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';

const CELL_WIDTH = 58;
/** Until the strip has a laid-out width (hidden, or no layout engine), render a screenful of cells. */
const UNMEASURED = { width: 1200, height: 48 };
function observeOrDefault(
  instance: Virtualizer<HTMLDivElement, Element>,
  onChange: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) => onChange(rect.width > 0 ? rect : UNMEASURED));
}

export interface PositionRowProps {
  /** positions 1..length are shown */
  length: number;
  selected: ReadonlySet<number>;
  /** 'A:K33' for a position of the labelling structure; absent past its end (the bare number shows) */
  labelOf(position: number): string | undefined;
  /** scrolled to the start of the row when it changes (the first position of a selected range) */
  scrollTo?: number;
  onClick(position: number, event: MouseEvent): void;
}

/** One row of toggleable residue positions, virtualised horizontally (structures run to thousands). */
export function PositionRow({ length, selected, labelOf, scrollTo, onClick }: PositionRowProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    horizontal: true,
    count: Math.max(0, length),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CELL_WIDTH,
    overscan: 20,
    initialRect: UNMEASURED,
    observeElementRect: observeOrDefault,
  });
  useEffect(() => {
    if (scrollTo) virtualizer.scrollToIndex(scrollTo - 1, { align: 'start' });
  }, [virtualizer, scrollTo]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a virtualised scrolling row of buttons, not a form fieldset
    <div ref={scrollRef} className="bn-position-row" role="group" aria-label="Residue positions">
      <div className="bn-position-row__track" style={{ width: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const position = 1 + item.index;
          const on = selected.has(position);
          const label = labelOf(position);
          return (
            <button
              key={position}
              type="button"
              aria-label={`Position ${position}`}
              aria-pressed={on}
              className={on ? 'bn-position bn-position--on' : 'bn-position'}
              style={{ width: item.size, transform: `translateX(${item.start}px)` }}
              title={label ? `Position ${position}: ${label}` : undefined}
              onClick={(event) => onClick(position, event)}
            >
              {label ?? position}
            </button>
          );
        })}
      </div>
    </div>
  );
}
