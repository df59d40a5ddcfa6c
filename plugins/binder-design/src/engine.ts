/**
 * Binder Design's engines: RFdiffusion's command line (rfdiffusion.ts) where a site configures it,
 * else the simulated engine below.
 *
 * The simulated Binder Design engine (DESIGN §6). Each design is the target structure plus a NEW
 * chain: an ideal α-helix (helix.ts) of a length drawn in the requested range, with a sequence
 * sampled from helix-forming residues, placed across the interface (placement.ts). Not
 * RFdiffusion: no diffusion, no sequence design, no scoring function. Collection type 'rf-diffusion'.
 */
import {
  freeChainIds,
  pick,
  randomFor,
  readPose,
  writePose,
  type SimPose,
  simulatedResult,
  SIMULATED_REMARK,
  throwIfAborted,
} from '@bench/engine-sim';
import type { ActionEngine, EnginePose } from '@bench/sdk/model';
import { helixResidues } from './helix.ts';
import { COLLECTION_TYPE, TASK, type BinderDesignInput } from './model.ts';
import { placeBinder } from './placement.ts';
import { plan } from './plan.ts';
import { rfDiffusionEngine } from './rfdiffusion.ts';

/** Helix formers a simulated binder's sequence is drawn from (no glycine or proline). */
export const HELIX_LETTERS = ['A', 'L', 'E', 'K', 'R', 'Q', 'M', 'I'] as const;

export const binderDesignEngine: ActionEngine<BinderDesignInput> = {
  task: TASK,
  kind: 'simulated',
  available: async () => true,
  async run(context) {
    const [source] = context.poses;
    if (!source) throw new Error('Binder Design needs one source structure.');
    const target = readPose(source.pdb);
    const p = plan(target, context.action.input, context.selectors);
    const [chain] = freeChainIds(
      target.residues.map((r) => r.chain),
      1,
    );
    const first = Math.max(0, ...target.residues.map((r) => r.position ?? 0)) + 1;
    const poses: EnginePose[] = [];
    for (let i = 0; i < p.designs; i++) {
      throwIfAborted(context.signal);
      const random = randomFor(context.seed, TASK, source._id, i);
      const length = p.minLength + Math.floor(random() * (p.maxLength - p.minLength + 1));
      const sequence = Array.from({ length }, () => pick(random, HELIX_LETTERS)).join('');
      const binder = placeBinder(target, p.interfaceResidues, helixResidues(sequence, chain!, first), random);
      const pose: SimPose = {
        residues: [...target.residues, ...binder.residues],
        sequence: `${target.sequence}/${sequence}`,
      };
      poses.push({
        name: `${source.name}_binder_${String(i + 1).padStart(4, '0')}`,
        pdb: writePose(pose, [SIMULATED_REMARK, 'BINDER IS AN IDEAL HELIX PLACED AT THE INTERFACE, NOT DIFFUSED']),
        sequence: pose.sequence,
        score: -binder.interfaceContacts,
        rms: null,
        score_terms: {
          engine: 'simulated',
          binder_length: length,
          interface_contacts: binder.interfaceContacts,
          min_distance: binder.minDistance === null ? null : Math.round(binder.minDistance * 1000) / 1000,
        },
      });
      context.progress('Building binders', Math.round((100 * (i + 1)) / p.designs));
    }
    const note = `Each binder is an ideal α-helix (1.5 Å rise, 100° a residue) of a length drawn from ${p.minLength}–${p.maxLength}, placed next to the interface; score is minus its Cα contacts with the interface.`;
    const result = simulatedResult(
      poses,
      { notes: [note] },
      {
        score: { unit: '' },
        binder_length: { unit: '' },
        interface_contacts: { unit: '' },
        min_distance: { unit: 'Å' },
      },
    );
    return { ...result, collection: { ...result.collection!, type: COLLECTION_TYPE } };
  },
};

export const engines = [rfDiffusionEngine, binderDesignEngine];
