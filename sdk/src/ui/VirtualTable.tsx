import { useRef, type CSSProperties, type ReactNode } from 'react';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { ActivationEvent } from './activation.ts';
import { useRowKeys } from './useRowKeys.ts';
import './virtual-table.css';

export interface Column<T> {
  key: string;
  header: ReactNode;
  /** CSS grid track, e.g. '40px' or 'minmax(200px, 2fr)'; defaults to 1fr */
  width?: string;
  render(row: T, index: number): ReactNode;
  className?: string;
  /** the column the rows are sorted by, and which way (read out as the header's aria-sort) */
  sort?: 'ascending' | 'descending';
}

export interface VirtualTableProps<T> {
  rows: readonly T[];
  columns: Column<T>[];
  rowKey(row: T): string;
  rowHeight?: number;
  /** height of the scrolling body; fills the parent when omitted */
  height?: number | string;
  label: string;
  /** a click, or Space / Enter on the focused row (rows are then in the keyboard's reach) */
  onRowClick?(row: T, event: ActivationEvent): void;
  /** the row under the pointer, null when it leaves the table */
  onRowHover?(row: T | null): void;
  isSelected?(row: T): boolean;
  empty?: ReactNode;
}

/** Until the scroller has a laid-out size (hidden, or no layout engine), render a screenful of rows. */
const UNMEASURED = { width: 1000, height: 800 };
function observeRectOrDefault(
  instance: Virtualizer<HTMLDivElement, Element>,
  onChange: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) => onChange(rect.height > 0 ? rect : UNMEASURED));
}

function scrollLeftTo(element: HTMLElement | null, left: number) {
  if (element && element.scrollLeft !== left) element.scrollLeft = left;
}

/** A grid-styled table that renders only the rows in view (every long list, DESIGN §2). */
export function VirtualTable<T>({
  rows,
  columns,
  rowKey,
  rowHeight = 40,
  height,
  label,
  onRowClick,
  onRowHover,
  isSelected,
  empty,
}: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    initialRect: UNMEASURED,
    observeElementRect: observeRectOrDefault,
  });
  const keys = useRowKeys(
    scrollRef,
    rows.length,
    (index) => virtualizer.scrollToIndex(index),
    onRowClick && ((index, event) => onRowClick(rows[index]!, event)),
  );
  const items = virtualizer.getVirtualItems();
  const tabStop = keys.tabStop(items.map((item) => item.index));
  const template: CSSProperties = { gridTemplateColumns: columns.map((c) => c.width ?? '1fr').join(' ') };

  return (
    // biome-ignore lint/a11y/useSemanticElements: an ARIA table built from divs: virtualised rows are positioned divs, which <table> parts cannot be
    <div className="bn-vtable" role="table" aria-label={label} aria-rowcount={rows.length}>
      {/* columns wider than the table scroll sideways: the head follows the body, and the body the head */}
      {/* biome-ignore lint/a11y/useSemanticElements: the ARIA table's header row, a div like its virtualised rows */}
      {/* biome-ignore lint/a11y/useFocusableInteractive: a header row is not interactive; it scrolls only to follow the body */}
      <div
        ref={headRef}
        className="bn-vtable__head"
        role="row"
        style={template}
        onScroll={(e) => scrollLeftTo(scrollRef.current, e.currentTarget.scrollLeft)}
      >
        {columns.map((c) => (
          // biome-ignore lint/a11y/useSemanticElements: the ARIA table's header cell, a div like its virtualised cells
          // biome-ignore lint/a11y/useFocusableInteractive: a header cell is not interactive; a sortable one holds its own button
          <div
            key={c.key}
            role="columnheader"
            aria-sort={c.sort}
            className={['bn-vtable__cell', c.className].filter(Boolean).join(' ')}
          >
            {c.header}
          </div>
        ))}
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: scroll sync and hover end only; a row group with rows, else a plain block */}
      <div
        ref={scrollRef}
        className="bn-vtable__body"
        // with rows, focusable so the keyboard can scroll a long or wide table (a row group, as a
        // table's parts must be; clickable rows take the focus themselves); an empty table's
        // message is no row, so it stays a plain block
        role={rows.length > 0 ? 'rowgroup' : undefined}
        tabIndex={rows.length > 0 && !keys.enabled ? 0 : undefined}
        style={height === undefined ? undefined : { height, flex: 'none' }}
        onScroll={(e) => scrollLeftTo(headRef.current, e.currentTarget.scrollLeft)}
        onMouseLeave={onRowHover && (() => onRowHover(null))}
      >
        {rows.length === 0 && empty}
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const row = rows[item.index];
            const selected = isSelected?.(row);
            return (
              // biome-ignore lint/a11y/useSemanticElements: an ARIA table row: virtualised rows are positioned divs, which <table> parts cannot be
              // biome-ignore lint/a11y/useFocusableInteractive: clickable rows get tabIndex and key handlers from keys.rowProps; others are not interactive
              // biome-ignore lint/a11y/useKeyWithClickEvents: Space and Enter click the row through keys.rowProps
              <div
                key={rowKey(row)}
                role="row"
                aria-selected={selected}
                className={['bn-vtable__row', selected && 'bn-vtable__row--selected'].filter(Boolean).join(' ')}
                style={{ ...template, height: item.size, transform: `translateY(${item.start}px)` }}
                onClick={onRowClick && ((e) => onRowClick(row, e))}
                {...keys.rowProps(item.index, tabStop)}
                onMouseEnter={onRowHover && (() => onRowHover(row))}
              >
                {columns.map((c) => (
                  // biome-ignore lint/a11y/useSemanticElements: an ARIA table cell inside a virtualised div row
                  <div key={c.key} role="cell" className={['bn-vtable__cell', c.className].filter(Boolean).join(' ')}>
                    {c.render(row, item.index)}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
