import type { LogoColumn, LogoUnit } from './logo.ts';
import { letterColour } from './model.ts';
import './sequence-logo.css';

const WIDTH = 20;
const HEIGHT = 140;
const AXIS = 28;
/** Cap height of the letter glyphs as a fraction of the font size. */
const CAP = 0.72;

/** Stacked letters per position, heights in bits (0 to log2 20) or percent (0 to 100). */
export function LogoChart({ columns, unit, max }: { columns: LogoColumn[]; unit: LogoUnit; max: number }) {
  const scale = HEIGHT / max;
  return (
    <svg
      className="bn-logo__chart"
      width={AXIS + columns.length * WIDTH}
      height={HEIGHT + 20}
      role="img"
      aria-label={`Sequence logo, ${columns.length} positions, ${unit}`}
    >
      <text x={2} y={10} fontSize={10} fill="#6b7580">
        {unit === 'bits' ? `${max.toFixed(2)} bits` : '100%'}
      </text>
      <line x1={AXIS - 2} y1={0} x2={AXIS - 2} y2={HEIGHT} stroke="#c4cbd3" />
      {columns.map((column, i) => {
        let top = HEIGHT;
        const x = AXIS + i * WIDTH;
        return (
          <g key={column.position} data-position={column.position}>
            <title>{`Position ${column.position}: ${column.information.toFixed(2)} bits`}</title>
            {column.letters.map(({ letter, value }) => {
              const h = value * scale;
              top -= h;
              if (h < 0.5) return null;
              return (
                <text
                  key={letter}
                  x={0}
                  y={0}
                  fontSize={WIDTH}
                  fontWeight={700}
                  fontFamily="monospace"
                  fill={letterColour(letter)}
                  transform={`translate(${x + 1} ${top + h}) scale(0.95 ${h / (WIDTH * CAP)})`}
                >
                  {letter}
                </text>
              );
            })}
            {(i === 0 || column.position % 10 === 0) && (
              <text x={x + WIDTH / 2} y={HEIGHT + 14} fontSize={9} textAnchor="middle" fill="#6b7580">
                {column.position}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
