/** DDG's engines (server side): the labelled simulated one until the molecular-mechanics engine lands. */
import { simulatedDdg } from './simulated.ts';

export const engines = [simulatedDdg];
