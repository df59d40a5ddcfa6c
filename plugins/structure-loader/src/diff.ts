import type { LoaderResidue } from '@bench/structure';
import { isChanged } from './model.ts';

/** A row of the diff view: a chain header (collapsible) or one changed residue. */
export type DiffRow =
  | { kind: 'chain'; chain: string; count: number; collapsed: boolean }
  | { kind: 'residue'; chain: string; index: number; residue: LoaderResidue };

/** Changed residues grouped by chain in file order; a collapsed chain shows only its header. */
export function diffRows(residues: readonly LoaderResidue[], collapsed: ReadonlySet<string>): DiffRow[] {
  const byChain = new Map<string, number[]>();
  residues.forEach((r, index) => {
    if (!isChanged(r)) return;
    const chain = r.original.pdbData.chain;
    byChain.set(chain, [...(byChain.get(chain) ?? []), index]);
  });
  const rows: DiffRow[] = [];
  for (const [chain, indices] of byChain) {
    const isCollapsed = collapsed.has(chain);
    rows.push({ kind: 'chain', chain, count: indices.length, collapsed: isCollapsed });
    if (!isCollapsed)
      for (const index of indices) rows.push({ kind: 'residue', chain, index, residue: residues[index]! });
  }
  return rows;
}

/** Chains that have changes (what 'Collapse all' collapses). */
export function changedChains(residues: readonly LoaderResidue[]): string[] {
  return [...new Set(residues.filter(isChanged).map((r) => r.original.pdbData.chain))];
}
