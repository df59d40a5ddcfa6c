/**
 * npm run predict:ddg -- <structure.pdb> <mutations.csv>
 * Prints `chain,position,wt,mut,ddg_kcal` (positive = destabilising) with the engine the server runs;
 * progress on standard error. Bad input: one line on standard error and exit code 2.
 */
import { readFileSync } from 'node:fs';
import { computeDdg, type DdgMutation } from '../physics/index.ts';
import { MutationsCsvError, parseDdgMutations } from '../physics/mutationsCsv.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const [structurePath, mutationsPath] = process.argv.slice(2);
if (!structurePath || !mutationsPath) fail('Usage: npm run predict:ddg -- <structure.pdb> <mutations.csv>');
const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    return fail(`Cannot read ${path}: ${(error as Error).message}`);
  }
};
const pdb = read(structurePath);
let mutations: DdgMutation[];
try {
  mutations = parseDdgMutations(read(mutationsPath), pdb);
} catch (error) {
  fail(
    error instanceof MutationsCsvError
      ? error.message
      : `${structurePath} is not a structure Bench can read: ${(error as Error).message}`,
  );
}
const run = await computeDdg(pdb, mutations, {
  progress: (step, percent) => process.stderr.write(`${Math.round(percent)}% ${step}\n`),
});
const lines = ['chain,position,wt,mut,ddg_kcal'];
run.scores.forEach((score, i) => {
  const m = mutations[i]!;
  if ('error' in score) process.stderr.write(`${score.error}\n`);
  lines.push(`${m.chain},${m.resid}${m.icode},${m.wt},${m.mut},${'error' in score ? '' : score.ddg_kcal.toFixed(2)}`);
});
process.stdout.write(`${lines.join('\n')}\n`);
