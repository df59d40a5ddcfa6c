#!/usr/bin/env node
// A stand-in for ColabFold's colabfold_batch in tests: usage `colabfold-standin.mjs FIXTURES query.fasta OUT --num-models N ...`.
// It checks the arguments the adapter passes and writes files in ColabFold 1.5's output format: ranked
// `query_unrelaxed_rank_NNN_<model>_seed_000.pdb` models (pLDDT in the B-factor column) and
// `query_scores_rank_NNN_<model>_seed_000.json` ({ plddt, pae, max_pae, ptm, iptm }). The models are
// fixture structures (1CRN as chain A, 1L2Y as chain B for a second chain), not predictions.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [fixtures, fasta, out, ...options] = process.argv.slice(2);
const option = (name) => options[options.indexOf(name) + 1];
const chains = readFileSync(fasta, 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('>'))
  .join('')
  .split(':');
const modelType = option('--model-type');
if (chains.length > 1 !== (modelType === 'alphafold2_multimer_v3')) {
  console.error(`model type ${modelType} does not fit ${chains.length} chain(s)`);
  process.exit(2);
}
const atoms = (file, chain, plddt) =>
  readFileSync(join(fixtures, 'pdb', file), 'utf8')
    .split('ENDMDL')[0]
    .split('\n') // the first model of an NMR file
    .filter((l) => l.startsWith('ATOM'))
    .map((l) => `${l.slice(0, 21)}${chain}${l.slice(22, 60)}${plddt.toFixed(2).padStart(6)}${l.slice(66)}`);
const residues = (lines) => new Set(lines.map((l) => l.slice(21, 27))).size;
mkdirSync(out, { recursive: true });
for (const [rank, plddt] of [
  [1, 91.5],
  [2, 72.25],
]) {
  const model =
    chains.length > 1 ? `alphafold2_multimer_v3_model_${rank}_seed_000` : `alphafold2_ptm_model_${rank}_seed_000`;
  const parts = [atoms('1crn.pdb', 'A', plddt), ...(chains.length > 1 ? [atoms('1l2y.pdb', 'B', plddt - 10)] : [])];
  const counts = parts.map(residues);
  const n = counts.reduce((a, b) => a + b, 0);
  const chainOf = counts.flatMap((count, i) => Array(count).fill(i));
  const pae = chainOf.map((ci) => chainOf.map((cj) => (ci === cj ? 1.5 : 4 + rank)));
  const rankText = String(rank).padStart(3, '0');
  writeFileSync(join(out, `query_unrelaxed_rank_${rankText}_${model}.pdb`), [...parts.flat(), 'END', ''].join('\n'));
  writeFileSync(
    join(out, `query_scores_rank_${rankText}_${model}.json`),
    JSON.stringify({
      plddt: Array(n).fill(plddt),
      pae,
      max_pae: 31.75,
      ptm: 0.8 - rank / 10,
      ...(chains.length > 1 ? { iptm: 0.7 - rank / 10 } : {}),
    }),
  );
}
