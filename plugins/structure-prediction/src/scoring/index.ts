export { d0, DEFAULT_PAE_CUTOFF, directedIpsae, maxIpsaeByChainPair, type DirectedIpsae, type IpsaeOptions } from './ipsae.ts';
export { plddtFromModel, type PlddtReport, type ResiduePlddt } from './plddt.ts';
export { caRmsdToReference, referenceChain, type ReferenceChain } from './modelRmsd.ts';
