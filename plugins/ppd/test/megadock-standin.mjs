#!/usr/bin/env node
// A stand-in for MEGADOCK (`megadock`, `megadock-gpu`) in tests; it is not MEGADOCK and computes no
// docking scores. What it does as MEGADOCK 4.1.3 does (akiyamalab/MEGADOCK 87c8432494e0:
// src/parameter.cpp, pdb_entry.cpp, protein.cpp, control.cpp, docking.cpp):
// - the command line (getopt "R:L:B:U:o:ON:t:E:a:b:e:d:F:v:Dhy:z:r:f:i:jkl:S:G:T:"), its defaults
//   (-N 2000, -t 1, -v 1.2, 3600 rotations; -o defaults to "<receptor>-<ligand>.out"), its errors;
// - reading the PDB files: ATOM and HETATM lines, hydrogens skipped (element column " H");
// - centres: the midpoint of each protein's bounding box; the FFT grid: 1 + int(size / pitch) for
//   the receptor's largest extent + 16 Å and the ligand's largest atom distance + 6 Å, the larger
//   of the two rounded up in MEGADOCK's table of FFT-friendly sizes, N = twice that;
// - its progress lines on stdout (`>Ligand rotation = 360 / 3600`, every tenth of the rotations);
// - the output file, line for line as Docking::output() prints it; at most rotations × t decoys.
// Its decoys: when MEGADOCK_STANDIN_MOVED is "q11,q12,…,q33,dx,dy,dz" (the test moved the crystal
// ligand by p = Q·p_crystal + d before docking), decoy 1, the best, is the one that puts the ligand
// back: angles M = Qᵀ in decoygen's z-x-z convention and the nearest grid translation. The others
// take fixed rotations and put the ligand's centre on a shell around the receptor's, scores falling.
// MEGADOCK_STANDIN_FAULT=no-output writes nothing; =malformed cuts the last decoy line short.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';

const USAGE = `
 Usage: megadock -R [receptor.pdb] -L [ligand.pdb] [more options]

 Available options:
  -o filename    : set the output filename (default to "$R-$L.out")
  -N integer     : set the number of output predictions (default to 2000)
  -t integer     : set the number of predictions per each rotation (default to 1)
  -v float       : set the voxel size (default to 1.2)
  -D             : set the 6 deg. (54000 angles) of rotational sampling
  -r integer     : set the number of rotational sampling angles
  -h             : show this message
`;
const fail = (message, code = 1) => {
  process.stderr.write(`${message}\n`);
  process.exit(code);
};
const usage = () => fail(USAGE, 255);

// getopt: options with an argument take the next word (or the rest of this one)
const WITH_ARGUMENT = new Set([...'RLBUoNtEabedFvyzrfilSGT']);
const FLAGS = new Set([...'ODhjk']);
const options = {};
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const word = argv[i];
  if (!/^-./.test(word)) continue;
  const letter = word[1];
  if (FLAGS.has(letter)) options[letter] = true;
  else if (WITH_ARGUMENT.has(letter)) {
    const value = word.length > 2 ? word.slice(2) : argv[++i];
    if (value === undefined) {
      process.stderr.write(`megadock: option requires an argument -- '${letter}'\n`);
      usage();
    }
    options[letter] = value;
  } else {
    process.stderr.write(`megadock: invalid option -- '${letter}'\n`);
    usage();
  }
}
if (options.h) usage();

console.log(' MEGADOCK ver. Bench test stand-in (not MEGADOCK)');
console.log("      it writes MEGADOCK's output format; its decoys are not docking results\n");
if (!options.R) {
  process.stderr.write('[ERROR] Receptor PDB file is not assignment!!\n');
  usage();
}
if (!options.L) {
  process.stderr.write('[ERROR] Ligand PDB file is not assignment!!\n');
  usage();
}
const stem = (path) => basename(path).replace(/\.[^.]*$/, '');
const outFile = options.o ?? `${stem(options.R)}-${stem(options.L)}.out`;
const pitch = options.v === undefined ? 1.2 : Number.parseFloat(options.v);
const perRotation = options.t === undefined ? 1 : Number.parseInt(options.t, 10);
const rotationSet = options.D ? 54000 : options.r === undefined ? 3600 : Number.parseInt(options.r, 10);
if (![3600, 54000, 1, 3, 24, 360].includes(rotationSet))
  fail(`[ERROR] Not support Rotation_angle_mode = ${rotationSet}`);
let outputs = options.N === undefined ? 2000 : Number.parseInt(options.N, 10);
if (rotationSet * perRotation < outputs) {
  process.stderr.write(
    `#[WARNING] Number of output file was changed from ${outputs} to ${rotationSet * perRotation} (${rotationSet} times ${perRotation})\n`,
  );
  outputs = rotationSet * perRotation;
}

function atoms(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    fail(`[ERROR] PDB file [${file}] not open!!`);
  }
  return text
    .split('\n')
    .filter((line) => (line.startsWith('ATOM  ') || line.startsWith('HETATM')) && line.slice(76, 78) !== ' H')
    .map((line) => [30, 38, 46].map((at) => Number.parseFloat(line.slice(at, at + 8))));
}
const receptor = atoms(options.R);
const ligand = atoms(options.L);
const edges = (points) =>
  [0, 1, 2].map((k) => [Math.min(...points.map((p) => p[k])), Math.max(...points.map((p) => p[k]))]);
const centre = (points) => edges(points).map(([lo, hi]) => (lo + hi) / 2);
const R = centre(receptor);
const L = centre(ligand);

const FFT_SIZES = [
  2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25, 27, 28, 30, 32, 33, 35, 36, 40, 42, 44, 45,
  48, 49, 50, 54, 55, 56, 60, 63, 64, 66, 70, 72, 75, 77, 80, 81, 84, 88, 90, 96, 98, 99, 100, 105, 108, 110, 112, 120,
  121, 125, 126, 128, 132, 135, 140, 144, 147, 150, 154, 160, 162, 165, 168, 175, 176, 180, 189, 192, 196, 198, 200,
  210, 216, 220, 224, 225, 231, 240, 242, 243, 245, 250, 252, 256, 264, 270, 275, 280, 288, 294, 297, 300, 308, 315,
  320, 324, 330, 336, 343, 350, 352, 360, 363, 375, 378, 384, 385, 392, 396, 400, 405, 420, 432, 440, 441, 448, 450,
  462, 480, 484, 486, 490, 495, 500, 504, 512, 525, 528, 539, 540, 550, 560, 567, 576, 588, 594, 600, 605, 616, 625,
  630, 640, 648, 660, 672, 675, 686, 693, 700, 704, 720, 726, 729, 735, 750, 756, 768, 770, 784, 792, 800, 810, 825,
  840, 847, 864, 875, 880, 882, 891, 896, 900, 924, 945, 960, 968, 972, 980, 990, 1000, 1008, 1024,
];
const gridFor = (size) => {
  const n = 1 + Math.trunc(size / pitch);
  return FFT_SIZES.find((s) => s >= n) ?? n;
};
const receptorSize = Math.max(...edges(receptor).map(([lo, hi]) => hi - lo)) + 16;
let ligandSpan = 0;
for (let i = 0; i < ligand.length; i++) {
  for (let j = i + 1; j < ligand.length; j++) {
    const d2 =
      (ligand[i][0] - ligand[j][0]) ** 2 + (ligand[i][1] - ligand[j][1]) ** 2 + (ligand[i][2] - ligand[j][2]) ** 2;
    if (d2 > ligandSpan) ligandSpan = d2;
  }
}
const N = 2 * Math.max(gridFor(receptorSize), gridFor(Math.sqrt(ligandSpan) + 6));
console.log(`Number of grid = ${N / 2}\nFFT N = ${N}`);
// Docking::dockz() reports every tenth of the rotations
const every = Math.max(Math.trunc(rotationSet / 10), 1);
for (let ang = 0; ang < rotationSet; ang++) {
  if ((ang + 1) % every === 0)
    console.log(`   >Ligand rotation = ${String(ang + 1).padStart(5)} / ${String(rotationSet).padStart(5)} ( 0)`);
}

// decoygen's rotateAtom matrix M = Rz(psi)·Rx(theta)·Rz(phi), row-major, and its angles back
const euler = (m) => {
  const theta = Math.acos(Math.max(-1, Math.min(1, m[8])));
  if (Math.sin(theta) < 1e-9) return [Math.atan2(m[3], m[0]), theta, 0];
  return [Math.atan2(m[2], -m[5]), theta, Math.atan2(m[6], m[7])];
};
const rotation = ([psi, theta, phi]) => {
  const [cp, sp, ct, st, cf, sf] = [
    Math.cos(psi),
    Math.sin(psi),
    Math.cos(theta),
    Math.sin(theta),
    Math.cos(phi),
    Math.sin(phi),
  ];
  return [
    cp * cf - sp * ct * sf,
    -cp * sf - sp * ct * cf,
    sp * st,
    sp * cf + cp * ct * sf,
    -sp * sf + cp * ct * cf,
    -cp * st,
    st * sf,
    st * cf,
    ct,
  ];
};
const apply = (m, p) => [0, 1, 2].map((i) => m[3 * i] * p[0] + m[3 * i + 1] * p[1] + m[3 * i + 2] * p[2]);
// a shift s of the ligand's centre from the receptor's as grid indices: R − t·pitch = R + s
const gridIndices = (shift) =>
  shift.map((s) => {
    const t = Math.round(-s / pitch);
    if (Math.abs(t) >= N / 2) fail('[ERROR] the decoy lies outside the FFT box');
    return t < 0 ? t + N : t;
  });

const decoys = [];
const moved = process.env.MEGADOCK_STANDIN_MOVED;
if (moved) {
  const v = moved.split(',').map(Number);
  const qt = [v[0], v[3], v[6], v[1], v[4], v[7], v[2], v[5], v[8]];
  const d = v.slice(9, 12);
  // p_crystal = Qᵀ(p − d) = Qᵀ(p − L) + Qᵀ(L − d): the centre goes to Qᵀ(L − d)
  const back = apply(qt, [L[0] - d[0], L[1] - d[1], L[2] - d[2]]);
  decoys.push({ angles: euler(qt), translation: gridIndices([0, 1, 2].map((k) => back[k] - R[k])) });
}
const reach = (Math.max(...edges(receptor).map(([lo, hi]) => hi - lo)) + Math.sqrt(ligandSpan)) / 2;
for (let k = 0; decoys.length < outputs; k++) {
  const angles = [
    ((k * 7) % 24) * (Math.PI / 12) - Math.PI,
    ((k * 5) % 12) * (Math.PI / 12),
    ((k * 11) % 24) * (Math.PI / 12) - Math.PI,
  ];
  // directions spread over the sphere (golden-angle spiral)
  const z = 1 - (2 * (k + 0.5)) / outputs;
  const a = k * Math.PI * (3 - Math.sqrt(5));
  const direction = [Math.sqrt(1 - z * z) * Math.cos(a), Math.sqrt(1 - z * z) * Math.sin(a), z];
  decoys.push({ angles: euler(rotation(angles)), translation: gridIndices(direction.map((u) => 0.8 * reach * u)) });
}

// Docking::output(): angles >= PI are written minus 2 PI; %f is six decimals, the score %.2f
const f = (x) => (x >= Math.PI ? x - 2 * Math.PI : x).toFixed(6);
const lines = [
  `${N}\t${pitch.toFixed(2)}`,
  `\t${f(0)}\t${f(0)}\t${f(0)}`,
  `${options.R}\t${R.map((x) => x.toFixed(6)).join('\t')}`,
  `${options.L}\t${L.map((x) => x.toFixed(6)).join('\t')}`,
  ...decoys.map(
    (decoy, i) =>
      `${decoy.angles.map(f).join('\t')}\t${decoy.translation.join('\t')}\t${(4000 - 25 * i - (i ? 300 : 0)).toFixed(2)}`,
  ),
];
const fault = process.env.MEGADOCK_STANDIN_FAULT;
if (fault === 'malformed') lines[lines.length - 1] = lines.at(-1).split('\t').slice(0, 5).join('\t');
if (fault !== 'no-output') writeFileSync(outFile, `${lines.join('\n')}\n`);
