import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { LIMITS } from '@bench/sdk';
import { clampColumnWidth } from './useColumnWidth.ts';

export interface ColumnResizerProps {
  /** the column this handle resizes lies on this side of it */
  side: 'left' | 'right';
  width: number;
  onResize(width: number): void;
  onResizeEnd(width: number): void;
}

/** A draggable divider (also arrow keys) between a session column and the tab area. */
export function ColumnResizer({ side, width, onResize, onResizeEnd }: ColumnResizerProps) {
  const drag = useRef<{ startX: number; startWidth: number; last: number } | null>(null);
  const sign = side === 'left' ? 1 : -1;

  const down = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { startX: e.clientX, startWidth: width, last: width };
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current.last = clampColumnWidth(drag.current.startWidth + sign * (e.clientX - drag.current.startX));
    onResize(drag.current.last);
  };
  const up = () => {
    if (drag.current) onResizeEnd(drag.current.last);
    drag.current = null;
  };
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === 'ArrowRight' ? 10 : e.key === 'ArrowLeft' ? -10 : 0;
    if (!step) return;
    const next = clampColumnWidth(width + sign * step);
    onResize(next);
    onResizeEnd(next);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable, draggable splitter with a value; <hr> is a static rule
    <div
      className="bn-resizer"
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${side} column`}
      aria-valuemin={LIMITS.columnMin}
      aria-valuemax={LIMITS.columnMax}
      aria-valuenow={width}
      tabIndex={0}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onKeyDown={key}
    />
  );
}
