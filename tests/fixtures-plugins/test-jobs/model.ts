/** A fake action plugin for the job pipeline's tests (listed by tests/fixtures-plugins/catalog.json, BENCH_CATALOG). */
import type { ActionModel, ValidationIssue } from '@bench/sdk/model';

export interface TestInput {
  task: string;
  pose_ids: string[];
  collection_id: string | null;
  repeats?: number;
  /** credits per source structure */
  credits?: number;
  /** what the test engine does: finish, fail, wait for the test's gate, or hang ignoring the abort */
  mode?: 'ok' | 'fail' | 'gate' | 'hang';
  sleep_ms?: number;
  with_sequences?: boolean;
  [field: string]: unknown;
}

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
  const repeats = input.repeats ?? 1;
  if (!Number.isInteger(repeats) || repeats < 1 || repeats > 5)
    issues.push({ field: 'repeats', severity: 'error', message: 'Repeats out of bounds' });
  if (!Array.isArray(context.sequences) || context.sequences.length === 0)
    issues.push({ field: 'pose_ids', severity: 'error', message: 'Select at least 1 structure to run Test echo' });
  return issues;
}

export const actionModels: ActionModel<TestInput>[] = [
  {
    id: 'test-echo',
    task: 'test_echo',
    wireName: 'test-echo-wire',
    label: 'Test echo',
    ...common,
    validate,
    defaults: () => ({ task: 'test-echo-wire', pose_ids: [], collection_id: null, repeats: 1 }),
  },
  {
    id: 'test-engineless',
    task: 'test_engineless',
    label: 'Engineless test',
    ...common,
    defaults: () => ({ task: 'test_engineless', pose_ids: [], collection_id: null }),
  },
  // structure predictions of type 'test-fold', echoed by the test engine (input.pose_ids are its sources)
  {
    id: 'test-fold',
    task: 'test_fold',
    runs: 'structure_predictions',
    label: 'Test fold',
    ...common,
    defaults: () => ({ task: 'test_fold', pose_ids: [], collection_id: null }),
  },
];
