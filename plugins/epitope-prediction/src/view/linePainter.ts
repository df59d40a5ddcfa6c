/**
 * The coloured allele lines, on a canvas of their own laid over uPlot's drawing of every allele in
 * grey, so choosing another allele repaints one line instead of every series. In software rendering
 * (headless Chromium here) one jagged line of 1,000 points costs 1.7 ms at 1 px and about 30 ms at
 * 2.25 px, and redrawing all 27 took 50 ms a frame (bench/viewers.bench.mjs); a thick line is
 * therefore four 1 px passes a little apart.
 */
import uPlot from 'uplot';
import { CUTOFF_LINE, type LineStyle } from './graphStyle.ts';

const THICK_OFFSETS: readonly [number, number][] = [
  [-0.6, 0],
  [0.6, 0],
  [0, -0.6],
  [0, 0.6],
];

function linePath(plot: uPlot, xs: readonly number[], ys: readonly (number | null)[]): Path2D {
  const path = new Path2D();
  let open = false;
  ys.forEach((y, i) => {
    if (y === null) {
      open = false;
      return;
    }
    const px = plot.valToPos(xs[i]!, 'x', true);
    const py = plot.valToPos(y, 'y', true);
    if (open) path.lineTo(px, py);
    else path.moveTo(px, py);
    open = true;
  });
  return path;
}

export class LinePainter {
  private overlay: HTMLCanvasElement | null = null;

  constructor(
    private readonly xs: readonly number[],
    private readonly lines: readonly (readonly (number | null)[])[],
    private readonly cutoff: number,
  ) {}

  /** After uPlot drew (its `draw` hook): the overlay takes the canvas's size, then the coloured lines. */
  drawn(plot: uPlot, styles: readonly LineStyle[]) {
    const canvas = plot.ctx.canvas;
    if (!this.overlay) {
      this.overlay = document.createElement('canvas');
      this.overlay.setAttribute('aria-hidden', 'true');
      // over uPlot's canvas in its positioned wrapper, under its cursor layer (which follows it)
      Object.assign(this.overlay.style, { position: 'absolute', left: '0', top: '0', pointerEvents: 'none' });
      canvas.after(this.overlay);
    }
    this.overlay.width = canvas.width;
    this.overlay.height = canvas.height;
    this.overlay.style.width = canvas.style.width;
    this.overlay.style.height = canvas.style.height;
    this.restyle(plot, styles);
  }

  /** Another allele chosen: only the overlay is repainted. */
  restyle(plot: uPlot, styles: readonly LineStyle[]) {
    const ctx = this.overlay?.getContext('2d', { willReadFrequently: true });
    if (!ctx) return;
    const { bbox } = plot;
    ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    ctx.save();
    ctx.beginPath();
    ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height);
    ctx.clip();
    ctx.lineWidth = 1;
    ctx.lineJoin = 'bevel';
    styles.forEach((style, k) => {
      if (!style.coloured) return;
      const path = linePath(plot, this.xs, this.lines[k]!);
      ctx.strokeStyle = style.stroke;
      for (const [dx, dy] of style.width > 1 ? THICK_OFFSETS : [[0, 0] as const]) {
        ctx.setTransform(1, 0, 0, 1, dx, dy);
        ctx.stroke(path);
      }
    });
    // the cutoff stays readable over the coloured lines
    const y = plot.valToPos(this.cutoff, 'y', true);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.setLineDash(CUTOFF_LINE.dash.map((d) => d * uPlot.pxRatio));
    ctx.lineWidth = CUTOFF_LINE.width * uPlot.pxRatio;
    ctx.strokeStyle = CUTOFF_LINE.stroke;
    ctx.beginPath();
    ctx.moveTo(bbox.left, y);
    ctx.lineTo(bbox.left + bbox.width, y);
    ctx.stroke();
    ctx.restore();
  }
}
