export { residueBFactors, type ResidueValue, type ResidueValues } from './residueB.ts';
export {
  caRmsdToReference,
  caRmsdToReferences,
  referenceChain,
  referenceChainOnSeqres,
  type ModelRmsd,
  type ReferenceChain,
} from './modelRmsd.ts';
