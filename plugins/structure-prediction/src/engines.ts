/** The job engines this plugin ships (server side): `./engine`. */
import { abodyBuilderEngine } from './antibody/abodybuilder2.ts';
import { fullLengthAntibodyHmEngine } from './antibody/fullLengthHm.ts';
import { aiFoldingEngine } from './folding/engine.ts';
import { singleChainHmEngine } from './hm/engine.ts';

export const engines = [singleChainHmEngine, aiFoldingEngine, abodyBuilderEngine, fullLengthAntibodyHmEngine];
