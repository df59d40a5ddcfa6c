/** The credit catalogue (spec 3 §9). Pure: no React, no network. */
import { SIMULATED_ENGINE, SIMULATED_NO_CHARGE, type CatalogueRow, type EngineKind } from '@bench/sdk/model';

/**
 * The spec's rows for jobs no cataloged plugin prices yet. A plugin's cost rule gives its own row
 * (and replaces the spec row of the same action), so prices live once, in the plugins.
 */
export const SPEC_CATALOGUE: readonly CatalogueRow[] = [
  { action: 'AlphaFold2', unit: 'sequence', cost: '5' },
  { action: 'OpenFold', unit: 'job', cost: '5' },
  { action: 'ESMFold', unit: 'job', cost: '0.2' },
  { action: 'AlphaFold2 single sequence', unit: 'job', cost: '0.2' },
  { action: 'Antibody homology modelling', unit: 'job', cost: '5' },
  { action: 'DDG', unit: 'mutation, plus 10 base per structure', cost: '0.2' },
  { action: 'Full Length Antibody HM', unit: 'sequence', cost: '100' },
  { action: 'Single-Chain HM', unit: 'sequence', cost: '100' },
  { action: 'T-Cell Epitope Scan', unit: 'sequence', cost: '1' },
  { action: 'ThermoMPNN', unit: 'structure', cost: '45' },
];

/** 'Loop Rebuild', 'loop_rebuild' and 'LoopRebuild' name the same job. */
export function actionKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * Rows priced by registered actions first (they carry `pluginId`), then the spec rows for jobs no
 * registered action covers yet (matched by action name).
 */
export function mergeCatalogue(
  registered: readonly CatalogueRow[],
  spec: readonly CatalogueRow[] = SPEC_CATALOGUE,
): CatalogueRow[] {
  const fromPlugins = registered.filter((row) => row.pluginId);
  const covered = new Set(fromPlugins.map((row) => actionKey(row.action)));
  const open = (row: CatalogueRow) => !covered.has(actionKey(row.action));
  const specRows = spec.filter(open);
  const listed = new Set(specRows.map((row) => actionKey(row.action)));
  const others = registered.filter((row) => !row.pluginId && open(row) && !listed.has(actionKey(row.action)));
  return [...fromPlugins, ...specRows, ...others];
}

/** One task's engine as `GET /api/engines` answers it, keyed by internal task name (server/ENGINES.md). */
export interface EngineStatus {
  kind: EngineKind | null;
  available: boolean;
  detail: string;
}
export type EngineTable = Record<string, EngineStatus>;

/** A catalogue row with the server's engine choice for its task. */
export interface EngineRow extends CatalogueRow {
  /** the server's explanation of the choice, e.g. 'openmm (shipped by the plugin)' */
  engineDetail?: string;
}

/** Label of a row whose task no engine on this server can run. */
export const NO_ENGINE = 'none';

/**
 * Registered-action rows take the server's engine for their task ('none' when no engine can run
 * it); rows the server does not describe, and spec rows, keep what they had.
 */
export function withEngines(rows: readonly CatalogueRow[], engines: EngineTable | null): EngineRow[] {
  return rows.map((row) => {
    const status = engines && row.pluginId && row.task ? engines[row.task] : undefined;
    return status
      ? { ...row, engine: status.available && status.kind ? status.kind : NO_ENGINE, engineDetail: status.detail }
      : row;
  });
}

/** Whether the screen shows the Engine column: when some row is a registered action or names an engine. */
export function hasEngineColumn(rows: readonly CatalogueRow[]): boolean {
  return rows.some((row) => Boolean(row.pluginId || row.engine));
}

/** The credits a row charges here: nothing where the simulated engine answers, saying so and what a real engine charges. */
export function chargedCost(row: EngineRow): string {
  return row.engine === SIMULATED_ENGINE ? `0 (${SIMULATED_NO_CHARGE}; ${row.cost} on a real engine)` : row.cost;
}
