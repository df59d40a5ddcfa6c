/** The job engines this plugin ships (server side): `./engine`. */
import { aiFoldingEngine } from './folding/engine.ts';

export const engines = [aiFoldingEngine];
