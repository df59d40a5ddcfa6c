/**
 * DDG's engines (server side): the molecular-mechanics engine where OpenMM and PDBFixer are
 * installed (chosen first), and the labelled simulated one elsewhere.
 */
import { openmmDdg } from './openmmDdg.ts';
import { simulatedDdg } from './simulated.ts';

export const engines = [openmmDdg, simulatedDdg];
