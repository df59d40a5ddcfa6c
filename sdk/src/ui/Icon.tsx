import './button.css';
/** Small line icons by name; tab kinds and actions refer to them by these names. */
const PATHS = {
  folder: 'M2 4h4l1.5 1.5H14v7.5H2z',
  pencil: 'M3 13l1-3 7-7 2 2-7 7zM9.5 4.5l2 2',
  cog: 'M8 5.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM8 1.5v2M8 12.5v2M1.5 8h2M12.5 8h2M3.4 3.4l1.4 1.4M11.2 11.2l1.4 1.4M3.4 12.6l1.4-1.4M11.2 4.8l1.4-1.4',
  sequence: 'M2 5h12M2 8h12M2 11h8',
  upload: 'M8 11V3M5 6l3-3 3 3M3 13h10',
  molecule:
    'M5 5a1.5 1.5 0 1 0 0.01 0M11 5a1.5 1.5 0 1 0 0.01 0M8 11a1.5 1.5 0 1 0 0.01 0M6.2 5.6l1 4M9.8 5.6l-1 4M6.5 5h3',
  chart: 'M2 13h12M4 11V7M7 11V4M10 11V8M13 11V6',
  archive: 'M2 3h12v3H2zM3 6v7h10V6M6.5 9h3',
  trash: 'M3 4h10M6 4V2.5h4V4M4.5 4l.7 9.5h5.6l.7-9.5',
  copy: 'M5.5 5.5h7.5v7.5H5.5zM3 10.5V3h7.5',
  close: 'M4 4l8 8M12 4l-8 8',
  plus: 'M8 3v10M3 8h10',
  chevron: 'M5 6l3 3 3-3',
  external: 'M9 3h4v4M13 3L7 9M11 9.5V13H3V5h3.5',
} satisfies Record<string, string>;

/** The icons the UI kit draws: a contribution names one of these. */
export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 16 }: { name?: IconName; size?: number }) {
  const path = (name !== undefined ? PATHS[name] : undefined) ?? 'M8 6.5a1.5 1.5 0 1 0 0.01 0';
  return (
    <svg
      className="bn-icon"
      width={size}
      height={size}
      viewBox="0 0 16 16"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
