/** The job engines this plugin ships (server side): `./engine`. */
import { abodyBuilderEngine } from './abodybuilder2.ts';
import { fullLengthAntibodyHmEngine } from './fullLengthHm.ts';

export const engines = [abodyBuilderEngine, fullLengthAntibodyHmEngine];
