"""Single-chain homology modelling: BLAST template search and ProMod3 model building."""
