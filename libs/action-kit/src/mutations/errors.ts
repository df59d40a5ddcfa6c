/** Mutation-file messages (spec 1 §4–§5, spec 2 §5), exactly. */
export const MUTATION_FILE_MESSAGES = {
  notPssm: 'File not in PSSM format.',
  pssmMismatch: 'Please ensure your PSSM is valid and matches your selection sequence.',
  notSquare: 'Please make sure mutations file is square.',
  noOverlap: 'Supplied mutation parameters do not overlap with allowed mutations.',
  overwrite: 'Current mutations will be overwritten with upload.',
  badFile: 'There was a problem with the uploaded file; please fix any format or data issues before trying again.',
  csvEnabled: 'Mutations from CSV have been enabled.',
  thresholdEnabled: 'Mutations above threshold have been enabled.',
  locked: 'You cannot change mutations after your action has run',
} as const;

/** A mutations file that cannot be applied; `message` is the one to show. */
export class MutationFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MutationFileError';
  }
}
