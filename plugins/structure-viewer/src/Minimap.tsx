import { useEffect, useRef } from 'react';
import { SELECTION_COLOUR } from './model.ts';
import './structure-viewer.css';

interface MinimapProps {
  /** residues per row */
  lengths: number[];
  /** selected residue indices per row */
  selected: ReadonlySet<number>[];
  /** the visible window, as fractions of the longest row */
  window: { start: number; end: number };
  onJump(fraction: number): void;
}

const ROW = 4;

/**
 * The whole sequences at a glance: selected residues marked, the visible window outlined; a click
 * jumps there, and as a slider the arrow keys move a window's width, Home and End to either end.
 */
export function Minimap({ lengths, selected, window, onJump }: MinimapProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const longest = Math.max(1, ...lengths);
  useEffect(() => {
    const c = canvas.current;
    const g = c?.getContext('2d');
    if (!c || !g) return;
    c.width = c.clientWidth || 600;
    c.height = Math.max(ROW, lengths.length * ROW);
    g.clearRect(0, 0, c.width, c.height);
    const scale = c.width / longest;
    lengths.forEach((length, row) => {
      g.fillStyle = '#c4cbd3';
      g.fillRect(0, row * ROW + 1, length * scale, ROW - 2);
      g.fillStyle = SELECTION_COLOUR;
      for (const i of selected[row]) g.fillRect(i * scale, row * ROW, Math.max(1, scale), ROW);
    });
    g.strokeStyle = '#1d5fa8';
    g.strokeRect(
      window.start * c.width + 0.5,
      0.5,
      Math.max(2, (window.end - window.start) * c.width - 1),
      c.height - 1,
    );
  }, [lengths, selected, window, longest]);
  const centre = (window.start + window.end) / 2;
  const span = Math.max(0.01, window.end - window.start);
  // the keyboard's jumps: a window's width left or right, or to either end
  const keyJump: Record<string, number> = {
    ArrowLeft: centre - span,
    ArrowRight: centre + span,
    Home: 0,
    End: 1,
  };
  return (
    <canvas
      ref={canvas}
      className="bn-sv-minimap"
      role="slider"
      aria-label="Sequence minimap"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(100 * centre)}
      aria-valuetext={`residues ${Math.round(window.start * longest) + 1}–${Math.round(window.end * longest)} of ${longest} shown`}
      tabIndex={0}
      onClick={(e) => {
        const box = e.currentTarget.getBoundingClientRect();
        onJump((e.clientX - box.left) / Math.max(1, box.width));
      }}
      onKeyDown={(e) => {
        const to = keyJump[e.key];
        if (to === undefined) return;
        e.preventDefault();
        onJump(Math.min(1, Math.max(0, to)));
      }}
    />
  );
}
