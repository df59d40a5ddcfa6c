/** The two heat-map colour settings a grid plugin owns (spec 2 §9: 'Colours from settings'). */
import type { SettingContribution } from '@bench/sdk/model';

export interface HeatColours {
  positive: string;
  negative: string;
}

function colour(raw: string): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(raw)) throw new Error(`must be a colour like #c0392b, got '${raw}'`);
  return raw;
}

/**
 * Settings `<key>HeatPositive` / `<key>HeatNegative` (setting ids are unique across plugins), read
 * from `BENCH_<PREFIX>_HEAT_POSITIVE` / `_NEGATIVE` and described with what the signs mean.
 */
export function heatColourSettings(
  key: string,
  prefix: string,
  grid: string,
  meaning: HeatColours,
): SettingContribution<string>[] {
  return [
    {
      id: `${key}HeatPositive`,
      env: `BENCH_${prefix}_HEAT_POSITIVE`,
      default: '#c0392b',
      parse: colour,
      public: true,
      description: `${grid} heat-map colour of positive (${meaning.positive}) values`,
    },
    {
      id: `${key}HeatNegative`,
      env: `BENCH_${prefix}_HEAT_NEGATIVE`,
      default: '#1d5fa8',
      parse: colour,
      public: true,
      description: `${grid} heat-map colour of negative (${meaning.negative}) values`,
    },
  ];
}

/** The two colours from a plugin's served settings. */
export function heatColoursOf(settings: Readonly<Record<string, unknown>>, key: string): HeatColours {
  return { positive: String(settings[`${key}HeatPositive`]), negative: String(settings[`${key}HeatNegative`]) };
}
