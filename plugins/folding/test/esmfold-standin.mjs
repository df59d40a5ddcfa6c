#!/usr/bin/env node
// A stand-in for ESM's `esm-fold` in tests — NOT a predictor: usage `esmfold-standin.mjs FIXTURES -i FASTA -o PDB_DIR ...`.
// It checks the arguments the adapter passes and writes what esm-fold writes (facebookresearch/esm
// scripts/fold.py and esm/esmfold/v1, commit 2b369911bb5b): one `<header>.pdb` per FASTA record in the
// output directory, in OpenFold's `to_pdb` layout (PARENT, MODEL, ATOM lines padded to 80 columns,
// TER, ENDMDL, END) with pLDDT on the 0–100 scale in the B-factor column of every atom of a residue,
// and its log line `Predicted structure for <header> with length N, pLDDT x, pTM y` on stdout.
// The "models" are fixture structures: 1CRN as chain A, 1L2Y (first NMR model) as chain B for a second
// ':'-joined chain; pLDDT falls from 90 by 0.25 per residue.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// a failure ends the program the way a failing tool does: a message on stderr, a non-zero exit
process.on('uncaughtException', (error) => {
  console.error(`${error.name}: ${error.message}`);
  process.exit(1);
});

const [fixtures, ...args] = process.argv.slice(2);
const option = (short, long) => {
  const at = args.findIndex((a) => a === short || a === long);
  return at >= 0 ? args[at + 1] : undefined;
};
const fasta = option('-i', '--fasta');
const out = option('-o', '--pdb');
if (!fasta || !out) {
  console.error('esm-fold: error: the following arguments are required: -i/--fasta, -o/--pdb');
  process.exit(2);
}
const records = readFileSync(fasta, 'utf8')
  .split('>')
  .filter(Boolean)
  .map((block) => {
    const [header, ...lines] = block.split('\n');
    return { header: header.trim(), sequence: lines.join('').trim() };
  });
const atoms = (file, chain) =>
  readFileSync(join(fixtures, 'pdb', file), 'utf8')
    .split('ENDMDL')[0]
    .split('\n')
    .filter((l) => l.startsWith('ATOM'))
    .map((l) => ({ line: l, chain, key: `${chain}${l.slice(22, 27)}` }));
mkdirSync(out, { recursive: true });
for (const { header, sequence } of records) {
  const chains = sequence.split(':');
  const parts = [atoms('1crn.pdb', 'A'), ...(chains.length > 1 ? [atoms('1l2y.pdb', 'B')] : [])];
  const residues = new Map();
  const lines = ['PARENT N/A', 'MODEL     1'];
  let serial = 1;
  for (const part of parts) {
    for (const { line, chain, key } of part) {
      if (!residues.has(key)) residues.set(key, 90 - 0.25 * residues.size);
      const element = line.slice(76, 78).trim() || line.slice(12, 16).trim()[0];
      lines.push(
        `ATOM  ${String(serial++).padStart(5)} ${line.slice(12, 21)}${chain}${line.slice(22, 54)}${'1.00'.padStart(6)}${residues.get(key).toFixed(2).padStart(6)}          ${element.padStart(2)}  `,
      );
    }
    const last = part.at(-1).line;
    lines.push(
      `TER   ${String(serial++).padStart(5)}      ${last.slice(17, 20)} ${part.at(-1).chain}${last.slice(22, 26)}`,
    );
  }
  lines.push('ENDMDL', 'END');
  writeFileSync(join(out, `${header}.pdb`), `${lines.map((l) => l.padEnd(80)).join('\n')}\n`);
  const plddt = [...residues.values()].reduce((a, b) => a + b, 0) / residues.size;
  console.log(
    `23/06/27 11:29:55 | INFO | root | Predicted structure for ${header} with length ${sequence.length}, pLDDT ${plddt.toFixed(1)}, pTM 0.812 in 0.1s. 1 / ${records.length} completed.`,
  );
}
