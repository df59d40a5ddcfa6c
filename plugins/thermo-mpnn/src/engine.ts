/**
 * ThermoMPNN's engines (server side): the head trained in Bench over ProteinMPNN's embeddings
 * (trainedEngine.ts) where the project's Python environment is ready; elsewhere the labelled
 * simulated engine (BLOSUM62 dissimilarity plus seeded noise for every substitution; not a
 * prediction). A site with the Kuhlman lab's own network runs it through the external command
 * contract (README.md 'Running the published ThermoMPNN').
 */
import { AMINO_ACID_LETTERS, isAminoAcidLetter } from '@bench/action-kit';
import { forEachStep, randomFor, readPose } from '@bench/engine-sim';
import { simulatedStabilityChange } from '@bench/family-mutation-scan/engine';
import type { BaseActionInput } from '@bench/action-kit';
import type { ActionEngine } from '@bench/sdk/model';
import { TASK } from './model.ts';
import { trainedThermoMpnn } from './trainedEngine.ts';

export const simulatedThermoMpnn: ActionEngine<BaseActionInput> = {
  task: TASK,
  kind: 'simulated',
  async run(context) {
    const source = context.poses[0];
    if (!source) throw new Error('ThermoMPNN needs one structure.');
    const residues = readPose(source.pdb).residues.filter((r) => r.position !== null && isAminoAcidLetter(r.letter));
    const values: Record<string, Record<string, number>> = {};
    const originals: Record<string, string> = {};
    await forEachStep(context, 'Scoring substitutions', residues, (residue) => {
      const position = String(residue.position);
      originals[position] = residue.letter;
      values[position] = Object.fromEntries(
        AMINO_ACID_LETTERS.filter((letter) => letter !== residue.letter).map((letter) => [
          letter,
          Math.round(
            simulatedStabilityChange(residue.letter, letter, randomFor(context.seed, position, letter)) * 100,
          ) / 100,
        ]),
      );
    });
    return {
      engine: 'simulated',
      grid: { values, originals },
      method: {
        name: 'simulated',
        description: 'BLOSUM62 dissimilarity plus seeded noise; not a ThermoMPNN prediction.',
      },
      notes: [`${residues.length} positions × 19 substitutions scored.`],
    };
  },
};

export const engines = [trainedThermoMpnn, simulatedThermoMpnn];
