/** ThermoMPNN's settings (served under 'thermo-mpnn'; README.md's configuration table): the heat-map colours (spec 2 §9). */
import { heatColourSettings } from '@bench/family-mutation-scan';

export const settings = heatColourSettings('thermoMpnn', 'THERMO_MPNN', 'ThermoMPNN', {
  positive: 'destabilising',
  negative: 'stabilising',
});
