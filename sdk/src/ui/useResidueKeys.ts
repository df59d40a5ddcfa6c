import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ActivationEvent } from './activation.ts';
import { steppedIndex } from './listKeys.ts';
import type { SequenceCell } from './sequenceCells.ts';

/**
 * The keyboard's way through a residue row (a listbox): arrows move the active residue among those
 * shown, Home / End go to the ends, Space or Enter clicks it (Shift for a range); the active residue
 * is hovered and scrolled into view. `optionId` names a residue's element for aria-activedescendant.
 */
export function useResidueKeys(
  cells: readonly SequenceCell[],
  optionId: (index: number) => string,
  {
    anchor,
    onClick,
    onHover,
  }: {
    anchor: number | null;
    onClick?(index: number, event: ActivationEvent): void;
    onHover(index: number | null): void;
  },
) {
  const [active, setActive] = useState<number | null>(null);
  // a click focuses the row too: it must not move (and scroll) the active residue away from the click
  const pointer = useRef(false);
  const shown = cells.flatMap((cell) => (cell.kind === 'residue' ? [cell.index] : []));

  useEffect(() => {
    if (active !== null)
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active, optionId]);

  const moveTo = (index: number | undefined) => {
    if (index === undefined) return;
    setActive(index);
    onHover(index);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const to = steppedIndex(event.key, active === null ? -1 : shown.indexOf(active), shown.length);
    if (to !== undefined) moveTo(shown[to]);
    else if ((event.key === ' ' || event.key === 'Enter') && active !== null) onClick?.(active, event);
    else return;
    event.preventDefault();
  };
  const onFocus = () => {
    if (!pointer.current && active === null) moveTo(anchor !== null && shown.includes(anchor) ? anchor : shown[0]);
    pointer.current = false;
  };
  const onBlur = () => onHover(null);
  /** a pointer press on a residue (or beside them): the keyboard goes on from the residue pressed */
  const onPointerDown = (index: number | null) => {
    pointer.current = true;
    if (index !== null) setActive(index);
  };
  return { active, onKeyDown, onFocus, onBlur, onPointerDown };
}
