/** DDG's settings (served under 'ddg'; README.md's configuration table): the heat-map colours (spec 2 §9). */
import { heatColourSettings } from '@bench/family-mutation-scan';

export const settings = heatColourSettings('ddg', 'DDG', 'DDG', { positive: 'destabilising', negative: 'stabilising' });
