/**
 * ipSAE (Dunbrack 2025, "Rēs ipSAE loquunt: What's wrong with AlphaFold's ipTM score and how to
 * fix it", bioRxiv 10.1101/2025.02.10.637595): an interface score from the predicted aligned error.
 *
 * For chains A and B and each residue i of A, the residues j of B with PAE(i, j) < cutoff count
 * n_i; d0(n_i) = max(1, 1.24·(max(n_i, 26) − 15)^(1/3) − 1.8) (the TM-score d0 of Yang & Skolnick,
 * floored; the floor is 2 Å for nucleic-acid pairs); the residue's score is the mean over those j
 * of 1 / (1 + (PAE(i, j) / d0(n_i))²). ipSAE(A→B) is the largest residue score of A; the pair's
 * value is max(ipSAE(A→B), ipSAE(B→A)). PAE rows are aligned residues, columns scored residues.
 */
export interface IpsaeOptions {
  /** Å; the paper recommends 10 for AlphaFold3 and 15 for AlphaFold2 */
  paeCutoff?: number;
  /** chains that are DNA or RNA (d0 floor 2 Å when either chain of the pair is one) */
  nucleicAcidChains?: ReadonlySet<string>;
}

export interface DirectedIpsae {
  aligned: string;
  scored: string;
  ipsae: number;
  /** index (into the PAE matrix) of the residue that gives the maximum; −1 when none qualifies */
  residue: number;
  /** n and d0 at that residue */
  n0: number;
  d0: number;
}

export const DEFAULT_PAE_CUTOFF = 10;

export function d0(n: number, nucleicAcid = false): number {
  return Math.max(nucleicAcid ? 2 : 1, 1.24 * Math.cbrt(Math.max(n, 26) - 15) - 1.8);
}

/** ipSAE(A→B) for every ordered pair of distinct chains. */
export function directedIpsae(
  pae: ArrayLike<ArrayLike<number>>,
  chains: readonly string[],
  options: IpsaeOptions = {},
): DirectedIpsae[] {
  checkShape(pae, chains);
  const cutoff = options.paeCutoff ?? DEFAULT_PAE_CUTOFF;
  const names = [...new Set(chains)];
  const results: DirectedIpsae[] = [];
  for (const aligned of names) {
    for (const scored of names) {
      if (aligned === scored) continue;
      const nucleic =
        !!options.nucleicAcidChains &&
        (options.nucleicAcidChains.has(aligned) || options.nucleicAcidChains.has(scored));
      let best: DirectedIpsae = { aligned, scored, ipsae: 0, residue: -1, n0: 0, d0: d0(0, nucleic) };
      for (let i = 0; i < chains.length; i++) {
        if (chains[i] !== aligned) continue;
        const row = pae[i]!;
        const close: number[] = [];
        for (let j = 0; j < chains.length; j++) if (chains[j] === scored && row[j]! < cutoff) close.push(row[j]!);
        if (close.length === 0) continue;
        const d = d0(close.length, nucleic);
        const score = close.reduce((sum, e) => sum + 1 / (1 + (e / d) ** 2), 0) / close.length;
        if (score > best.ipsae) best = { aligned, scored, ipsae: score, residue: i, n0: close.length, d0: d };
      }
      results.push(best);
    }
  }
  return results;
}

/** Max ipSAE per chain combination, keyed 'A-B' (chains in order of first appearance). */
export function maxIpsaeByChainPair(
  pae: ArrayLike<ArrayLike<number>>,
  chains: readonly string[],
  options: IpsaeOptions = {},
): Record<string, number> {
  const order = [...new Set(chains)];
  const directed = directedIpsae(pae, chains, options);
  const out: Record<string, number> = {};
  for (const { aligned, scored, ipsae } of directed) {
    const [first, second] = order.indexOf(aligned) < order.indexOf(scored) ? [aligned, scored] : [scored, aligned];
    const key = `${first}-${second}`;
    out[key] = Math.max(out[key] ?? 0, ipsae);
  }
  return out;
}

function checkShape(pae: ArrayLike<ArrayLike<number>>, chains: readonly string[]): void {
  if (pae.length !== chains.length)
    throw new Error(`The PAE matrix has ${pae.length} rows but ${chains.length} residues have chains.`);
  for (let i = 0; i < pae.length; i++) {
    if (pae[i]!.length !== chains.length)
      throw new Error(`PAE row ${i + 1} has ${pae[i]!.length} values; expected ${chains.length}.`);
  }
}
