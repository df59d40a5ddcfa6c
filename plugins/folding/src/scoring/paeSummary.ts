/**
 * The spec's `pae` and `interaction_pae` score terms from a model's predicted aligned error (Å):
 * the mean over every residue pair, and the mean over pairs whose residues lie on different chains
 * (both directions, as ColabFold's and AlphaFold-Multimer's reports average them); null for a
 * single chain.
 */
export interface PaeSummary {
  pae: number;
  interactionPae: number | null;
}

export function paeSummary(pae: ArrayLike<ArrayLike<number>>, chains: readonly string[]): PaeSummary {
  if (pae.length !== chains.length || chains.length === 0)
    throw new Error(`PAE has ${pae.length} rows for ${chains.length} residues.`);
  let all = 0;
  let across = 0;
  let acrossCount = 0;
  for (let i = 0; i < chains.length; i++) {
    const row = pae[i]!;
    if (row.length !== chains.length)
      throw new Error(`PAE row ${i + 1} has ${row.length} values, not ${chains.length}.`);
    for (let j = 0; j < chains.length; j++) {
      all += row[j]!;
      if (chains[i] !== chains[j]) {
        across += row[j]!;
        acrossCount++;
      }
    }
  }
  return { pae: all / chains.length ** 2, interactionPae: acrossCount ? across / acrossCount : null };
}
