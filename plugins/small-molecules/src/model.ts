/** Pure rules of the small-molecule views (spec 2 §2.8, §2.9, spec 2 §4 panel sorting). */
import type { FreeLigand } from '@bench/structure';
import type { FeatureDeclaration } from '@bench/sdk/model';

/** The features this plugin names (spec 3 §6): the small-molecule loader is Beta. */
export const features: FeatureDeclaration[] = [{ id: 'ligand_import', badge: 'beta' }];

export type SortKey = 'name' | 'updated_timestamp';
export interface PanelSort {
  key: SortKey;
  direction: 1 | -1;
}

/** Panels start newest first. */
export const DEFAULT_SORT: PanelSort = { key: 'updated_timestamp', direction: -1 };

/** The same key while ascending flips to descending; anything else sorts ascending. */
export function nextSort(current: PanelSort, key: SortKey): PanelSort {
  return { key, direction: current.key === key && current.direction === 1 ? -1 : 1 };
}

export function sortLigands<T extends Pick<FreeLigand, 'name' | 'updated_timestamp'>>(
  ligands: readonly T[],
  sort: PanelSort,
): T[] {
  const compare =
    sort.key === 'name'
      ? (a: T, b: T) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' })
      : (a: T, b: T) => Date.parse(a.updated_timestamp) - Date.parse(b.updated_timestamp);
  return [...ligands].sort((a, b) => compare(a, b) * sort.direction);
}

/** The small molecule viewer's default camera zoom (spec 2 §2.9). */
export const DEFAULT_ZOOM = 100;

/**
 * Zoom is a percentage of the fitted view: 100 is 3Dmol's `zoomTo()` (the molecule fills the
 * viewer), 200 is twice as close. 3Dmol's `zoom(factor)` multiplies the current zoom, so after
 * fitting the factor is zoom / 100.
 */
export function zoomFactor(zoom: number): number {
  return zoom > 0 ? zoom / 100 : 1;
}

/** The data table of the viewer: computed properties first, then the file's data items. */
export function propertyRows(ligand: FreeLigand): [string, string][] {
  const computed: [string, string | number | null | undefined][] = [
    ['Formula', ligand.formula],
    ['SMILES', ligand.smiles],
    ['Atoms', ligand.atom_count],
    ['Heavy atoms', ligand.heavy_atom_count],
    ['Source file', ligand.source_file],
  ];
  return [
    ...computed
      .filter((row): row is [string, string | number] => row[1] !== null && row[1] !== undefined && row[1] !== '')
      .map(([k, v]) => [k, String(v)] as [string, string]),
    ...Object.entries(ligand.data_fields ?? {}),
  ];
}

/** The value of an SD data item ('>  <SMILES>' followed by its lines) in the first record of an SDF or mol file, or null. */
export function sdfDataField(text: string, field: string): string | null {
  const lines = text.split(/\r?\n/);
  const end = lines.findIndex((line) => line.startsWith('$$$$'));
  const record = end < 0 ? lines : lines.slice(0, end);
  const header = record.findIndex((line) => line.startsWith('>') && line.includes(`<${field}>`));
  if (header < 0) return null;
  const value: string[] = [];
  for (const line of record.slice(header + 1)) {
    if (!line.trim()) break;
    value.push(line.trim());
  }
  return value.join('\n') || null;
}

/** The SMILES of a text field: whitespace-separated (SMILES have no spaces). */
export function smilesList(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}
