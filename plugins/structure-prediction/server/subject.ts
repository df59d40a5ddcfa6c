import type { Item, JobSubjectDeclaration, SubjectStatus } from '@bench/sdk/backend';

/** spec 2 §3: the status a scientist reads, from the job's state. */
const SHOWN_STATUS: Record<SubjectStatus, string> = {
  INIT: 'created',
  QUEUEING: 'submitted',
  RUNNING: 'running',
  COMPLETED: 'completed',
  FAILED: 'failed',
  CANCELLED: 'failed',
};

/**
 * Structure predictions (spec 2 §3, spec 3 §7): run through their group's submit, by the plugin whose
 * task is the prediction's type ('single-chain-hm' → single_chain_hm). The job state is `job_status`;
 * `status` is the spec's created / submitted / running / completed / failed. Completing stores the
 * model(s) as a pose collection typed by the engine, and the alignments and messages on the item.
 */
export const structurePredictionSubject: JobSubjectDeclaration = {
  entity: 'structure_predictions',
  taskOf: (item) => String(item.type ?? '').replace(/-/g, '_'),
  statusKey: 'job_status',
  statusFields: (status) => ({ job_status: status, status: SHOWN_STATUS[status] }),
  runnable: (item) => ['INIT', 'FAILED', 'CANCELLED'].includes(String(item.job_status ?? 'INIT')),
  // the source structures: the templates, and any the input names (an AI fold's reference)
  asAction: (item: Item, task: string): Item => {
    const input = (item.input ?? {}) as Record<string, unknown>;
    const ids = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);
    return {
      ...item,
      input: {
        ...input,
        task,
        pose_ids: [...ids(item.single_chain_hm_template_ids), ...ids(input.pose_ids)],
        collection_id: null,
        ...(item.single_chain_hm_ligands_id ? { ligands: true } : {}),
      },
    };
  },
  async completed(item, result, storeCollections) {
    const linked = await storeCollections({
      base: String(item.name),
      provenance: { structure_prediction_id: item._id },
    });
    const output = result.output ?? {};
    return {
      collection_id: linked.results_collection_id ?? null,
      alignments: Array.isArray(output.alignments) ? output.alignments : [],
      errors_and_warnings: output.errors_and_warnings ?? {},
    };
  },
};
