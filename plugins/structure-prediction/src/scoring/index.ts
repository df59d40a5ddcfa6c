export {
  d0,
  DEFAULT_PAE_CUTOFF,
  directedIpsae,
  maxIpsaeByChainPair,
  type DirectedIpsae,
  type IpsaeOptions,
} from './ipsae.ts';
export { paeSummary, type PaeSummary } from './paeSummary.ts';
export { plddtFromModel, type PlddtReport } from './plddt.ts';
export { residueBFactors, type ResidueValue, type ResidueValues } from './residueB.ts';
export {
  caRmsdToReference,
  caRmsdToReferences,
  referenceChain,
  referenceChainOnSeqres,
  type ModelRmsd,
  type ReferenceChain,
} from './modelRmsd.ts';
