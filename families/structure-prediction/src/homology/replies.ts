/** What the homology-modelling engines share in reading a worker's reply and the job's context. */
import type { EngineSourcePose } from '@bench/sdk/model';
import { detectHomologyModelling } from './worker.ts';
import type { ErrorsAndWarnings, HmTemplateInput } from './types.ts';

/** The homology-modelling engines run where ProMod3 and BLAST+ are installed. */
export const homologyModellingReady = async () => (await detectHomologyModelling()).ready;

/** The project structures a prediction names (single_chain_hm_template_ids), searched as templates too. */
export const projectTemplates = (poses: readonly EngineSourcePose[]): HmTemplateInput[] =>
  poses.map((pose) => ({ id: pose._id, name: pose.name, pdb: pose.pdb }));

/** A reply's model (or template): without it the job fails with the worker's reason, so the credits come back. */
export function builtOrFail<T>(value: T | null | undefined, entries: ErrorsAndWarnings): T {
  const message = entries.message;
  if (value == null) throw new Error(typeof message === 'string' ? message : 'No model was built.');
  return value;
}
