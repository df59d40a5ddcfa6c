import type { ProteinMpnnInput } from './model.ts';

/** 1-based sequence positions that stay as they are. */
export function keptPositions(
  input: ProteinMpnnInput,
  selectors: Readonly<Record<string, readonly number[]>>,
  chainOf: Map<number, string>,
): Set<number> {
  const kept = new Set<number>();
  if (input.use_fixed_residues)
    for (const p of (input.selector && selectors[input.selector]) || input.fixed_residue_positions || []) kept.add(p);
  if (input.use_fixed_chain && input.fixed_chain)
    for (const [p, chain] of chainOf) if (chain === input.fixed_chain) kept.add(p);
  return kept;
}
