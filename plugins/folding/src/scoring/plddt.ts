/**
 * pLDDT from a predicted model's B-factor column, where AlphaFold2, ColabFold, OpenFold and
 * ESMFold write it (one value per residue, repeated on its atoms; AlphaFold3 writes one per atom).
 * Files written on a 0–1 scale (some ESMFold versions) are reported on the usual 0–100 scale.
 */
import { residueBFactors, type ResidueValues } from '@bench/family-structure-prediction/scoring';

export type PlddtReport = ResidueValues;

const percent = (values: number[]) => (values.every((v) => v <= 1) ? values.map((v) => v * 100) : values);

export function plddtFromModel(text: string, fileName = 'model'): PlddtReport {
  return residueBFactors(text, fileName, 'pLDDT', percent);
}
