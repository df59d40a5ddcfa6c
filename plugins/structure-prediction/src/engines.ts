/** The job engines this plugin ships (server side): `./engine`. */
import { abodyBuilderEngine } from './antibody/abodybuilder2.ts';
import { fullLengthAntibodyHmEngine } from './antibody/fullLengthHm.ts';
import { colabFoldEngine } from './folding/colabfold.ts';
import { singleChainHmEngine } from './hm/engine.ts';

export const engines = [singleChainHmEngine, colabFoldEngine, abodyBuilderEngine, fullLengthAntibodyHmEngine];
