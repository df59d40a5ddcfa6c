import { memo, useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { SingleSequenceViewer, splitterKeyDown, type ActivationEvent } from '@bench/sdk';
import { Minimap } from './Minimap.tsx';
import { clampHeight, SEQUENCE_VIEWER, TIMING } from './model.ts';
import type { Loaded } from './useScene.ts';
import './structure-viewer.css';

interface SequencePanelProps {
  structures: Loaded[];
  selected: ReadonlyMap<string, ReadonlySet<number>>;
  anchors: ReadonlyMap<string, number>;
  height: number;
  onHeight(height: number): void;
  onClick(id: string, index: number, event: ActivationEvent): void;
  onHover(id: string, index: number | null): void;
}

const EMPTY = new Set<number>();

type Click = SequencePanelProps['onClick'];
type Hover = SequencePanelProps['onHover'];

/** One structure's row; memoised so hovering one row re-renders nothing else. */
const Row = memo(function Row({
  structure,
  selected,
  anchor,
  onClick,
  onHover,
}: {
  structure: Loaded;
  selected: ReadonlySet<number>;
  anchor: number | null;
  onClick: Click;
  onHover: Hover;
}) {
  return (
    <SingleSequenceViewer
      label={`Sequence of ${structure.name}`}
      residues={structure.residues}
      selected={selected}
      anchor={anchor}
      onClick={(index, event) => onClick(structure.id, index, event)}
      onHover={(index) => onHover(structure.id, index)}
    />
  );
});

/** The sequences of the displayed structures under the 3D view: names on the left, residues scrolling together. */
export function SequencePanel({
  structures,
  selected,
  anchors,
  height,
  onHeight,
  onClick,
  onHover,
}: SequencePanelProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const latest = useRef({ onClick, onHover });
  latest.current = { onClick, onHover };
  const click = useCallback<Click>((id, index, event) => latest.current.onClick(id, index, event), []);
  const hover = useCallback<Hover>((id, index) => latest.current.onHover(id, index), []);
  const [shown, setShown] = useState({ start: 0, end: 1 });
  /** where a minimap jump landed (px from the rows' left edge), marked for a moment (spec 2 §9) */
  const [flash, setFlash] = useState<number | null>(null);
  useEffect(() => {
    if (flash === null) return;
    const timer = setTimeout(() => setFlash(null), TIMING.jumpFlashMs);
    return () => clearTimeout(timer);
  }, [flash]);
  const measure = () => {
    const s = scroller.current;
    if (s && s.scrollWidth > 0)
      setShown({ start: s.scrollLeft / s.scrollWidth, end: (s.scrollLeft + s.clientWidth) / s.scrollWidth });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measures when the structures (so the rows' width) change
  useEffect(measure, [structures]);
  const drag = (start: PointerEvent<HTMLDivElement>) => {
    const y0 = start.clientY;
    const h0 = height;
    const move = (e: globalThis.PointerEvent) => onHeight(clampHeight(h0 + (y0 - e.clientY)));
    const view = start.currentTarget.ownerDocument.defaultView!;
    const up = () => {
      view.removeEventListener('pointermove', move);
      view.removeEventListener('pointerup', up);
    };
    view.addEventListener('pointermove', move);
    view.addEventListener('pointerup', up);
  };
  return (
    <section className="bn-sv-sequences" aria-label="Sequence viewer" style={{ height }}>
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable, draggable splitter with a value; <hr> is a static rule */}
      <div
        className="bn-sv-sequences__handle"
        role="separator"
        aria-label="Resize the sequence viewer"
        aria-orientation="horizontal"
        aria-valuenow={Math.round(height)}
        tabIndex={0}
        onPointerDown={drag}
        // the handle sits above the viewer: up makes it taller
        onKeyDown={splitterKeyDown((delta) => onHeight(clampHeight(height - delta)))}
      />
      <div className="bn-sv-sequences__body" style={{ gridTemplateColumns: `${SEQUENCE_VIEWER.leftColumnPx}px 1fr` }}>
        <div className="bn-sv-sequences__names">
          <div className="bn-sv-sequences__spacer" />
          {structures.map((s) => (
            <div key={s.id} className="bn-sv-sequences__name" title={s.name}>
              {s.name}
            </div>
          ))}
        </div>
        <div className="bn-sv-sequences__main">
          <Minimap
            lengths={structures.map((s) => s.residues.length)}
            selected={structures.map((s) => selected.get(s.id) ?? EMPTY)}
            window={shown}
            onJump={(f) => {
              const s = scroller.current;
              if (!s) return;
              s.scrollLeft = f * s.scrollWidth - s.clientWidth / 2;
              setFlash(f * s.scrollWidth - s.scrollLeft);
            }}
          />
          {/* focusable so the keyboard can scroll the sequences sideways */}
          {/* biome-ignore lint/a11y/useSemanticElements: a labelled scrolling region of sequence rows, not a form fieldset */}
          <div
            ref={scroller}
            className="bn-sv-sequences__rows"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
            tabIndex={0}
            role="group"
            aria-label="Sequences"
            onScroll={measure}
          >
            {flash !== null && (
              <div
                className="bn-sv-jump-flash"
                data-testid="jump-flash"
                style={{ left: (scroller.current?.scrollLeft ?? 0) + flash }}
              />
            )}
            {structures.map((s) => (
              <Row
                key={s.id}
                structure={s}
                selected={selected.get(s.id) ?? EMPTY}
                anchor={anchors.get(s.id) ?? null}
                onClick={click}
                onHover={hover}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
