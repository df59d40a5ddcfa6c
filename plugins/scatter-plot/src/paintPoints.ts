/**
 * Paints square points into a pixel buffer and draws it in one call: 100,000 fillRect calls cost
 * hundreds of milliseconds in a software-rendered canvas, one drawImage costs a few.
 */
export interface PointLayer {
  xs: Float64Array;
  ys: Float64Array;
  colour: string;
}

function rgba(hex: string): number {
  const v = parseInt(hex.slice(1), 16);
  // little-endian ABGR in a Uint32 view of RGBA bytes
  return (0xff << 24) | ((v & 0xff) << 16) | (v & 0xff00) | ((v >> 16) & 0xff);
}

export function paintPoints(
  ctx: CanvasRenderingContext2D,
  box: { left: number; top: number; width: number; height: number },
  layers: readonly PointLayer[],
  toX: (v: number) => number,
  toY: (v: number) => number,
  size: number,
): void {
  const width = Math.max(1, Math.floor(box.width));
  const height = Math.max(1, Math.floor(box.height));
  const image = new ImageData(width, height);
  const pixels = new Uint32Array(image.data.buffer);
  const half = size >> 1;
  for (const layer of layers) {
    const colour = rgba(layer.colour);
    for (let i = 0; i < layer.xs.length; i++) {
      const cx = Math.round(toX(layer.xs[i]) - box.left);
      const cy = Math.round(toY(layer.ys[i]) - box.top);
      for (let y = Math.max(0, cy - half); y < Math.min(height, cy - half + size); y++) {
        const row = y * width;
        for (let x = Math.max(0, cx - half); x < Math.min(width, cx - half + size); x++) pixels[row + x] = colour;
      }
    }
  }
  const layer = new OffscreenCanvas(width, height);
  layer.getContext('2d')!.putImageData(image, 0, 0);
  ctx.drawImage(layer, box.left, box.top);
}
