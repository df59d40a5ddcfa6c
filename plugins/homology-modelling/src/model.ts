/**
 * Single-chain homology modelling (spec 2 §2.8, spec 3 §9): a prediction of one sequence on the
 * templates BLAST+ finds, built by ProMod3; and the Single-Chain HM group screen's stages and price. Pure.
 */
import { defineJob, field, type FeatureDeclaration, type InputOf } from '@bench/sdk/model';
import { ENTITY, FEATURE, SINGLE_CHAIN_HM, sequenceIssues } from '@bench/family-structure-prediction';

export const features: FeatureDeclaration[] = [
  { id: FEATURE.group, flag: 'canSeeSingleChainHmGroup', badge: 'beta' },
  { id: FEATURE.ligand, flag: 'canSeeSingleChainHmLigand', badge: 'beta' },
];

/** spec 3 §9: Single-Chain HM, 100 credits per sequence */
export const SINGLE_CHAIN_HM_CREDITS = 100;

/** spec 2 §2.8: the single-chain HM group screen's stages; any other stage falls back to targets. */
export const GROUP_STAGES = ['targets', 'templates', 'run'] as const;
export type GroupStage = (typeof GROUP_STAGES)[number];
export function groupStage(stage: unknown): GroupStage {
  return GROUP_STAGES.find((s) => s === stage) ?? 'targets';
}

/** spec 3 §9: a group costs 100 per member sequence. */
export const groupCost = (members: number) => members * SINGLE_CHAIN_HM_CREDITS;

const singleChainHmFields = {
  sequence: field.text(),
  /** the template's ligands carried into the models */
  ligands: field.optional(field.flag(false)),
  /** model on the selected structures only, whatever the libraries hold */
  selected_only: field.optional(field.flag(false)),
};
export type SingleChainHmInput = InputOf<typeof singleChainHmFields>;

export const singleChainHmModel = defineJob({
  id: 'single-chain-hm',
  task: SINGLE_CHAIN_HM.task,
  runs: ENTITY,
  label: SINGLE_CHAIN_HM.label,
  availability: () => ({ enabled: true }),
  fields: singleChainHmFields,
  gatedOptions: (input) =>
    input.ligands ? [{ feature: FEATURE.ligand, label: "Carrying the template's ligands into the models" }] : [],
  validate: (input) => sequenceIssues(input.sequence),
  cost: {
    catalogue: [{ action: SINGLE_CHAIN_HM.label, unit: 'sequence', cost: String(SINGLE_CHAIN_HM_CREDITS) }],
    price: () => SINGLE_CHAIN_HM_CREDITS,
  },
});

export const actionModels = [singleChainHmModel];
