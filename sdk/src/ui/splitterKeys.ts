import type { KeyboardEvent } from 'react';

/** How far one arrow press moves a splitter (four times as far with Shift). */
export const SPLITTER_STEP_PX = 16;

const DIRECTION: Record<string, number> = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 };

/** A focusable splitter's keys: the arrows move it by `SPLITTER_STEP_PX` (up and left are negative). */
export function splitterKeyDown(move: (deltaPx: number) => void) {
  return (event: KeyboardEvent) => {
    const direction = DIRECTION[event.key];
    if (direction === undefined) return;
    event.preventDefault();
    move(direction * SPLITTER_STEP_PX * (event.shiftKey ? 4 : 1));
  };
}
