import type { Item, JobSubjectDeclaration, SubjectStatus } from '@bench/sdk/backend';

type Grid = Record<string, Record<string, unknown>>;
type Spreads = Record<string, Record<string, unknown>>;

/** spec 2 §3: Initialized 0, Running 1, Executed 2; a failed or cancelled run can be run again (0). */
function state(status: SubjectStatus): 0 | 1 | 2 {
  if (status === 'QUEUEING' || status === 'RUNNING') return 1;
  return status === 'COMPLETED' ? 2 : 0;
}

/** Scores written into their cells; '+' cells the engine could not score go back to empty. */
export function mergeScores(grid: Grid, values: Record<string, Record<string, number>>): Grid {
  const next: Grid = {};
  for (const [position, row] of Object.entries(grid)) {
    next[position] = Object.fromEntries(
      Object.entries(row ?? {}).map(([letter, cell]) => [
        letter,
        cell === '+' ? (values[position]?.[letter] ?? '') : cell,
      ]),
    );
  }
  return next;
}

/** Each scored cell's spread over its repeats: this run's for the cells it scored, the earlier runs' for the rest. */
export function mergeSpreads(grid: Grid, earlier: Spreads, fresh: Spreads): Spreads {
  const next: Spreads = {};
  for (const [position, row] of Object.entries(grid)) {
    for (const [letter, cell] of Object.entries(row)) {
      const spread = fresh[position]?.[letter] ?? earlier[position]?.[letter];
      if (typeof cell === 'number' && spread !== undefined) (next[position] ??= {})[letter] = spread;
    }
  }
  return next;
}

/**
 * DDG results (spec 2 §3–§4, spec 3 §7): run again whenever not running, each run scoring its '+'
 * cells. The plugin's model and engine see `input.results` and `input.selector` of the result's pose.
 */
export const ddgResultSubject: JobSubjectDeclaration = {
  entity: 'ddg_results',
  statusKey: 'job_status',
  statusFields: (status) => ({ job_status: status, state: state(status) }),
  runnable: (result) => result.state !== 1,
  asAction: (result: Item, task: string): Item => ({
    ...result,
    name: 'DDG',
    input: {
      task,
      pose_ids: [result.pose_id],
      collection_id: result.pose_collection_id ?? null,
      selector: result.selector ?? null,
      results: result.results ?? {},
    },
  }),
  completed(result, outcome) {
    const grid = mergeScores((result.results ?? {}) as Grid, outcome.grid?.values ?? {});
    return {
      results: grid,
      spreads: mergeSpreads(grid, (result.spreads ?? {}) as Spreads, outcome.grid?.spreads ?? {}),
    };
  },
};
