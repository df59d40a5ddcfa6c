#!/usr/bin/env node
// A stand-in for RFdiffusion's scripts/run_inference.py in tests. It reads the Hydra overrides the
// adapter passes (inference.input_pdb, inference.output_prefix, contigmap.contigs, inference.num_designs,
// ppi.hotspot_res) and writes `<prefix>_<n>.pdb` as RFdiffusion does: the binder as chain A (a
// poly-glycine backbone) and the target range after it as chain B, renumbered from 1. It is not
// RFdiffusion: each binder is an ideal helix's backbone (1.5 Å rise, 100° a residue) of the shortest
// allowed length plus the design number, 10 Å beside the target range's centre.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const overrides = Object.fromEntries(
  process.argv.slice(2).map((arg) => [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]),
);
const contig = /^\[([A-Za-z0-9])(-?\d+)-(-?\d+)\/0 (\d+)-(\d+)\]$/.exec(overrides['contigmap.contigs'] ?? '');
const designs = Number(overrides['inference.num_designs']);
if (
  !contig ||
  !overrides['inference.input_pdb'] ||
  !overrides['inference.output_prefix'] ||
  !Number.isInteger(designs)
) {
  console.error(
    'run_inference.py: need inference.input_pdb, inference.output_prefix, contigmap.contigs=[A1-40/0 50-60], inference.num_designs',
  );
  process.exit(2);
}
if (overrides['ppi.hotspot_res'] && !/^\[([A-Za-z0-9]-?\d+,?)+\]$/.test(overrides['ppi.hotspot_res'])) {
  console.error(`bad ppi.hotspot_res ${overrides['ppi.hotspot_res']}`);
  process.exit(2);
}
const [, chain, from, to, min, max] = contig;
const target = readFileSync(overrides['inference.input_pdb'], 'utf8')
  .split('\n')
  .filter(
    (l) =>
      l.startsWith('ATOM') &&
      l[21] === chain &&
      Number(l.slice(22, 26)) >= Number(from) &&
      Number(l.slice(22, 26)) <= Number(to),
  );
if (target.length === 0) {
  console.error(`contig ${chain}${from}-${to} selects no residues`);
  process.exit(2);
}
const centre = [30, 38, 46].map(
  (start) => target.reduce((sum, l) => sum + Number(l.slice(start, start + 8)), 0) / target.length,
);
const atom = (serial, name, resName, chainId, resSeq, [x, y, z], element) =>
  `ATOM  ${String(serial).padStart(5)} ${name.padEnd(4)} ${resName} ${chainId}${String(resSeq).padStart(4)}    ${x.toFixed(3).padStart(8)}${y.toFixed(3).padStart(8)}${z.toFixed(3).padStart(8)}  1.00  0.00          ${element.padStart(2)}`;
// backbone atoms of an ideal α-helix: radius and phase of N, CA, C, O about the axis (Å, degrees)
const HELIX = [
  ['N', 1.55, -28, -0.85, 'N'],
  ['CA', 2.3, 0, 0, 'C'],
  ['C', 1.7, 28, 0.85, 'C'],
  ['O', 2.0, 40, 2.0, 'O'],
];
for (let n = 0; n < designs; n++) {
  const length = Math.min(Number(max), Number(min) + n);
  const lines = [];
  let serial = 1;
  for (let i = 0; i < length; i++) {
    for (const [name, radius, phase, rise, element] of HELIX) {
      const angle = ((100 * i + phase) * Math.PI) / 180;
      const xyz = [
        centre[0] + 10 + radius * Math.cos(angle),
        centre[1] + radius * Math.sin(angle),
        centre[2] + 1.5 * i + rise - (1.5 * length) / 2,
      ];
      lines.push(atom(serial++, name, 'GLY', 'A', i + 1, xyz, element));
    }
  }
  lines.push('TER');
  let residue = 0;
  let previous = '';
  for (const l of target) {
    if (l.slice(22, 27) !== previous) (previous = l.slice(22, 27)), (residue += 1);
    lines.push(`ATOM  ${String(serial++).padStart(5)}${l.slice(11, 21)}B${String(residue).padStart(4)} ${l.slice(27)}`);
  }
  const file = `${overrides['inference.output_prefix']}_${n}.pdb`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${lines.join('\n')}\nTER\nEND\n`);
}
