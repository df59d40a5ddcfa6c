/**
 * ThermoMPNN (spec 2 §2.6, §3–§4, §9; spec 3 §7–§9). Pure: no React, no network. The model the
 * server prices and re-validates a run with, the heat scale and the CSV export.
 */
import { exactly, noChecks, perStructureCost } from '@bench/action-kit';
import { positionLetterCsv, type HeatScale } from '@bench/family-mutation-scan';
import { defineJob, type TabData, type FeatureDeclaration } from '@bench/sdk/model';

export const TASK = 'thermo_mpnn';
export const LABEL = 'ThermoMPNN';
export const TAB_KIND = 'thermoMpnn';

export const THERMO_MESSAGES = {
  run: 'There was an error running thermoMPNN',
  cancel: 'There was an error cancelling thermoMPNN',
  fetch: 'There was an error fetching thermoMPNNs',
  rename: 'There was an error updating thermoMPNN name',
  create: 'There was an error creating thermoMPNN',
  noActiveTab: 'no active tab',
  wrongTab: 'active tab must be a ThermoMPNN view',
} as const;

/** position (1-based) → letter → predicted ΔΔG */
export type ThermoResults = Record<string, Record<string, number>>;

/** Spec 2 §9: no colour under 0.5 in magnitude; opacity |v|/5 positive, |v|/3 negative, capped at 1. */
export const THERMO_HEAT: HeatScale = { threshold: 0.5, positiveScale: 5, negativeScale: 3 };

/** The ThermoMPNN item an open tab shows; throws without a tab or on a tab of another kind (spec 2 §8). */
export function thermoMpnnIdOf(tab: TabData | null | undefined): string {
  if (!tab) throw new Error(THERMO_MESSAGES.noActiveTab);
  if (tab.kind !== TAB_KIND || typeof tab.data.id !== 'string') throw new Error(THERMO_MESSAGES.wrongTab);
  return tab.data.id;
}

/** '{structure name}_Thermo_MPNN.csv' (spec 2 §9). */
export function thermoCsvFileName(structureName: string): string {
  return `${structureName}_Thermo_MPNN.csv`;
}

/** Position, Original_Residue and one column per letter, values with 2 decimals. */
export function thermoCsv(results: ThermoResults, originals: Readonly<Record<string, string>>): string {
  const positions = Object.keys(results)
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => a - b);
  const residues: string[] = [];
  for (const position of positions) residues[position - 1] = originals[String(position)] ?? '';
  return positionLetterCsv(positions, residues, (position, letter) => {
    const value = results[String(position)]?.[letter];
    return typeof value === 'number' ? value.toFixed(2) : '';
  });
}

export const thermoMpnnModel = defineJob({
  id: 'thermo-mpnn',
  task: TASK,
  runs: 'thermo_mpnns',
  label: LABEL,
  feature: 'thermo_mpnn',
  availability: exactly(1, LABEL),
  /** a scan of the whole structure: no choices of its own */
  fields: {},
  validate: noChecks,
  /** spec 3 §9: 45 per structure */
  cost: perStructureCost(LABEL, 45),
});

export const actionModels = [thermoMpnnModel];

/** The features this plugin names (spec 3 §6). */
export const features: FeatureDeclaration[] = [{ id: 'thermo_mpnn', badge: 'new' }];
