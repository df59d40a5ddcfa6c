/** The action workspace's error catalogue (spec 1 §8, spec 3 §8), exactly. */
const quoted = (name: string, taskId: number | string) => `\`${name} ${taskId}\``;

export const ACTION_TAB_MESSAGES = {
  create: 'There was an error creating the action',
  scoreFunction: 'There was an error fetching the score function',
  /** the action names no source collection at all (a data fault, not a removal) */
  sourceUnknown: 'Source collection missing, contact support.',
  archive: 'Something went wrong while archiving the action',
  remove: 'Something went wrong while deleting an item.',
  /** beside RUNNING while the server says QUEUEING (not spec text) */
  waitingForWorker: 'Queued: waiting for a worker to start it.',
  fetch: 'Something went wrong while fetching actions.',
  load: 'Something went wrong while loading the action.',
  /** logged only: the mutations table then reads the pose's sequence, without chains or residue numbers */
  tree: (pose: string) => `Could not read the structure tree of ${pose}; the mutations table uses its sequence.`,
  loopBroken: 'We detected that one or more CA-CA distances in your loop were greater than 4 angstroms.',
  sourceMissing: (name: string, taskId: number | string) =>
    `Cannot open the input collection for action ${quoted(name, taskId)}. The input collection might have been removed.`,
  resultsNotReady: (name: string, taskId: number | string) =>
    `The results of action ${quoted(name, taskId)} will be available after it finishes executing.`,
  resultsMissing: (name: string, taskId: number | string) =>
    `Cannot open the collection with results of action ${quoted(name, taskId)}. The results collection might have been removed.`,
  /** not in the spec: an executed action whose results are only sequences (ProteinMPNN) has no results collection */
  sequencesOnly: (name: string, taskId: number | string) =>
    `Action ${quoted(name, taskId)} made sequences, not structures: its results are in its sequence collection.`,
  sequencesMissing: (name: string, taskId: number | string) =>
    `Cannot open the sequence collection with results of action ${quoted(name, taskId)}. The sequence collection might have been removed.`,
  downloadMutations: (name: string, taskId: number | string) =>
    `There was an error downloading scores for action ${quoted(name, taskId)}.`,
  run: (name: string, taskId: number | string) => `There was an error running action ${name} ${taskId}`,
  save: (name: string, taskId: number | string) => `There was an error saving action ${name} ${taskId}`,
  importResults: 'There was an error importing results of the action',
  /** not in the spec: a cancelled or failed action will never have results, so 'available after it finishes' would mislead */
  resultsNever: (name: string, taskId: number | string, status: 'CANCELLED' | 'FAILED') =>
    `Action ${quoted(name, taskId)} ${status === 'CANCELLED' ? 'was cancelled' : 'failed'}: it has no results.`,
  /** the spec lists no text for a failed cancel; worded like its neighbours */
  cancel: 'There was an error cancelling the action',
} as const;

/** Verification codes the server reports, and what the tab says about them. */
export const VERIFICATION_MESSAGES: Record<string, string> = {
  loop_broken: ACTION_TAB_MESSAGES.loopBroken,
};

export const FASTA_FILE_NAME = 'output.fasta';
export const SOURCE_PREVIEW_COUNT = 5;
