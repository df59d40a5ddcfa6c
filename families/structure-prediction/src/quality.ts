/**
 * The homology model's quality estimate (python/homology/quality.py), as the engines declare it
 * with their models' scores.
 */
export const QUALITY_METHOD =
  "ProMod3 backbone statistical potential (cb_packing, cbeta, clash, hbond, reduced, torsion with ProMod3's loop-scoring weights), per residue over a 9-residue window; lower is better";
