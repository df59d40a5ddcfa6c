/** A fake action plugin for the job pipeline's tests (listed by tests/fixtures-plugins/catalog.json, BENCH_CATALOG). */
import { defineJob, field, type ActionModel, type InputOf, type ValidationIssue } from '@bench/sdk/model';

const testFields = {
  repeats: field.optional(field.number(1, { min: 1, max: 5 })),
  /** credits per source structure */
  credits: field.optional(field.number(1, { min: 0, max: Number.POSITIVE_INFINITY })),
  /**
   * what the test engine does: finish, fail, wait for the test's gate, or hang ignoring the abort;
   * the external test program (tests/engines/rename-pose.mjs) also sleeps `sleep_s` in a child whose
   * pid it writes to `pid_file`
   */
  mode: field.optional(field.choice(['ok', 'fail', 'gate', 'hang', 'sleep'], 'ok')),
  sleep_ms: field.optional(field.integer()),
  sleep_s: field.optional(field.integer()),
  pid_file: field.optional(field.text('', 1000)),
  with_sequences: field.optional(field.flag(false)),
};
export type TestInput = InputOf<typeof testFields>;

const common = {
  availability: () => ({ enabled: true as const }),
  cost: {
    catalogue: [{ action: 'Test', unit: 'structure', cost: '1' }],
    price: (input: TestInput, context: { structureCount: number }) =>
      context.structureCount * Number(input.credits ?? 1),
  },
};

function validate(input: TestInput, context: Record<string, unknown>): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const repeats = Number(input.repeats ?? 1);
  if (!Number.isInteger(repeats) || repeats < 1 || repeats > 5)
    issues.push({ field: 'repeats', severity: 'error', message: 'Repeats out of bounds' });
  if (!Array.isArray(context.sequences) || context.sequences.length === 0)
    issues.push({ field: 'pose_ids', severity: 'error', message: 'Select at least 1 structure to run Test echo' });
  return issues;
}

export const actionModels: ActionModel<TestInput>[] = [
  defineJob({
    id: 'test-echo',
    task: 'test_echo',
    wireName: 'test-echo-wire',
    label: 'Test echo',
    ...common,
    validate,
    fields: testFields,
  }),
  defineJob({ id: 'test-engineless', task: 'test_engineless', label: 'Engineless test', ...common, fields: {} }),
  // structure predictions of type 'test-fold', echoed by the test engine (input.pose_ids are its sources)
  defineJob({
    id: 'test-fold',
    task: 'test_fold',
    runs: 'structure_predictions',
    label: 'Test fold',
    ...common,
    fields: {},
  }),
];
