/** DDG's settings (served under 'ddg'; README.md's configuration table): the heat-map colours (spec 2 §9). */
import type { SettingContribution } from '@bench/sdk/model';

export interface DdgSettings {
  heatPositive: string;
  heatNegative: string;
}

function colour(raw: string): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(raw)) throw new Error(`must be a colour like #c0392b, got '${raw}'`);
  return raw;
}

export const settings: SettingContribution<string>[] = [
  {
    id: 'heatPositive',
    env: 'BENCH_DDG_HEAT_POSITIVE',
    default: '#c0392b',
    parse: colour,
    description: 'DDG heat-map colour of positive (destabilising) scores',
    public: true,
  },
  {
    id: 'heatNegative',
    env: 'BENCH_DDG_HEAT_NEGATIVE',
    default: '#1d5fa8',
    parse: colour,
    description: 'DDG heat-map colour of negative (stabilising) scores',
    public: true,
  },
];
