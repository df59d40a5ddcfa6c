#!/usr/bin/env node
// A stand-in for ProteinMPNN's protein_mpnn_run.py in tests. It reads the arguments the adapter
// passes (--pdb_path, --pdb_path_chains, --out_folder, --num_seq_per_target, --sampling_temp, --seed,
// --fixed_positions_jsonl) and writes `<out>/seqs/<name>.fa` in ProteinMPNN's format: the native
// record, then one record per sample. It is not ProteinMPNN: each sample puts alanine at every
// third designable position (shifted by the sample number), keeping the fixed positions.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const pdbPath = option('--pdb_path');
const designed = (option('--pdb_path_chains') ?? '').split(/\s+/).filter(Boolean);
const out = option('--out_folder');
const count = Number(option('--num_seq_per_target') ?? 1);
const temperature = option('--sampling_temp') ?? '0.1';
const seed = option('--seed') ?? '0';
if (!pdbPath || !out || designed.length === 0 || !Number.isInteger(count)) {
  console.error(
    'usage: protein_mpnn_run.py --pdb_path X.pdb --pdb_path_chains "A B" --out_folder DIR --num_seq_per_target N',
  );
  process.exit(2);
}
const name = basename(pdbPath, '.pdb');
const fixedFile = option('--fixed_positions_jsonl');
const fixed = fixedFile ? (JSON.parse(readFileSync(fixedFile, 'utf8').trim().split('\n')[0])[name] ?? {}) : {};

const CODES = {
  ALA: 'A',
  ARG: 'R',
  ASN: 'N',
  ASP: 'D',
  CYS: 'C',
  GLN: 'Q',
  GLU: 'E',
  GLY: 'G',
  HIS: 'H',
  ILE: 'I',
  LEU: 'L',
  LYS: 'K',
  MET: 'M',
  PHE: 'F',
  PRO: 'P',
  SER: 'S',
  THR: 'T',
  TRP: 'W',
  TYR: 'Y',
  VAL: 'V',
};
const chains = new Map();
for (const line of readFileSync(pdbPath, 'utf8').split('\n')) {
  if (!line.startsWith('ATOM') || line.slice(12, 16).trim() !== 'CA' || !(line.slice(17, 20) in CODES)) continue;
  const chain = line[21];
  chains.set(chain, (chains.get(chain) ?? '') + CODES[line.slice(17, 20)]);
}
const native = designed.map((c) => chains.get(c) ?? '');
const records = [
  `>${name}, score=1.9000, global_score=1.9000, fixed_chains=[${[...chains.keys()]
    .filter((c) => !designed.includes(c))
    .map((c) => `'${c}'`)
    .join(
      ', ',
    )}], designed_chains=[${designed.map((c) => `'${c}'`).join(', ')}], model_name=v_48_020, git_hash=standin, seed=${seed}`,
  native.join('/'),
];
for (let sample = 1; sample <= count; sample++) {
  let same = 0;
  let total = 0;
  const sequence = designed
    .map((chain, k) =>
      [...native[k]]
        .map((letter, i) => {
          const kept = (fixed[chain] ?? []).includes(i + 1);
          const next = !kept && (i + sample) % 3 === 0 ? 'A' : letter;
          total += 1;
          if (next === letter) same += 1;
          return next;
        })
        .join(''),
    )
    .join('/');
  const score = (1 + sample / 10).toFixed(4);
  records.push(
    `>T=${temperature}, sample=${sample}, score=${score}, global_score=${score}, seq_recovery=${(same / total).toFixed(4)}`,
    sequence,
  );
}
mkdirSync(join(out, 'seqs'), { recursive: true });
writeFileSync(join(out, 'seqs', `${name}.fa`), `${records.join('\n')}\n`);
