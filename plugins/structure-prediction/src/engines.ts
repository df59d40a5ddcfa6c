/** The job engines this plugin ships (server side): `./engine`. */
import { singleChainHmEngine } from './hm/engine.ts';
import { colabFoldEngine } from './folding/colabfold.ts';

export const engines = [singleChainHmEngine, colabFoldEngine];
