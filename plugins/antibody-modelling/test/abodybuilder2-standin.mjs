#!/usr/bin/env node
// A stand-in for ImmuneBuilder's ABodyBuilder2 in tests: usage `abodybuilder2-standin.mjs FIXTURES -H HEAVY -L LIGHT -o OUT.pdb`.
// It checks the arguments the adapter passes and writes a file in ABodyBuilder2's output format: an Fv
// model with chains H and L whose B-factor column holds a per-residue error estimate in Å. The model
// is the Fv of the 1A0Q Fab fixture (heavy residues 1–113, light 1–107), not a prediction; the error
// grows from 0.3 Å by 0.01 Å per residue.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [fixtures, ...args] = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const heavy = option('-H');
const light = option('-L');
const out = option('-o');
if (!heavy || !light || !out || !/^[A-Z]+$/.test(heavy + light)) {
  console.error('usage: ABodyBuilder2 -H <heavy sequence> -L <light sequence> -o <output.pdb>');
  process.exit(2);
}
const FV_END = { H: 113, L: 107 };
const residues = new Map();
const lines = readFileSync(join(fixtures, 'pdb', '1a0q.pdb'), 'utf8')
  .split('\n')
  .filter((l) => l.startsWith('ATOM') && Number(l.slice(22, 26)) <= FV_END[l[21]])
  .map((l) => {
    const key = l.slice(21, 27);
    if (!residues.has(key)) residues.set(key, residues.size);
    return `${l.slice(0, 60)}${(0.3 + 0.01 * residues.get(key)).toFixed(2).padStart(6)}${l.slice(66)}`;
  });
writeFileSync(out, `${lines.join('\n')}\nEND\n`);
