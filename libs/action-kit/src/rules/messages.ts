/** The action workspace's validation texts (spec 1 §5), once for every action plugin. */
export const ACTION_MESSAGES = {
  invalidInput: 'Invalid input',
  repeatsOutOfBounds: 'Repeats out of bounds',
  noSelectors: 'Please create a selector in order to edit mutations.',
  noSelectorChosen: 'Please choose a selector in order to edit mutations.',
  selectorOutsideStructure: 'Please choose a selector that overlaps with your structure.',
} as const;

/** Validation error kinds of spec 1 §5 that the shared rules produce. */
export const ACTION_ISSUE_CODES = {
  invalidInput: 'INVALID_INPUT',
  repeatsOutOfBounds: 'REPEATS_OUT_OF_BOUNDS',
  noSelectors: 'NO_SELECTORS_CREATED',
  noSelectorChosen: 'NO_SELECTOR_CHOSEN',
  selectorOutsideStructure: 'SELECTOR_OUT_OF_RANGE',
} as const;

/** Verification messages of a finished action (spec 1 §8), by the code the engine records. */
export const VERIFICATION_MESSAGES: Readonly<Record<string, string>> = {
  loop_broken: 'We detected that one or more CA-CA distances in your loop were greater than 4 angstroms.',
};
