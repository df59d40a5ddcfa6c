#!/usr/bin/env node
// A stand-in for OpenFold's run_pretrained_openfold.py in tests — NOT a predictor: usage
// `openfold-standin.mjs FIXTURES <fasta_dir> <template_mmcif_dir> --output_dir OUT [--config_preset P] ...`.
// It checks the arguments the adapter passes and writes what the script writes (aqlaboratory/openfold
// commit ce0029e1199b): for each one-record FASTA of fasta_dir (tag = the header's first word; a FASTA
// of several records is skipped without a multimer preset), `OUT/predictions/<tag>_<preset>_unrelaxed.pdb`
// and, unless --skip_relaxation, `<tag>_<preset>_relaxed.pdb` with the same B-factors (OpenMM's PDB writer
// and its REMARK; the stand-in does not move or protonate anything); with several
// comma-separated --jax_param_path files one directory per file, `predictions/<file stem>/`; and
// OUT/timings.json. PDB files in OpenFold's `to_pdb` layout (REMARK, PARENT, MODEL, ATOM lines padded to
// 80 columns, TER, ENDMDL, END), pLDDT 0–100 in the B-factor column. The "model" is the 1CRN fixture;
// pLDDT falls from 85 by 0.2 per residue, 5 lower for each further parameter file.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';

// a failure ends the program the way a failing tool does: a message on stderr, a non-zero exit
process.on('uncaughtException', (error) => {
  console.error(`${error.name}: ${error.message}`);
  process.exit(1);
});

const [fixtures, ...argv] = process.argv.slice(2);
const FLAGS = new Set([
  '--skip_relaxation',
  '--save_outputs',
  '--use_custom_template',
  '--use_single_seq_mode',
  '--trace_model',
  '--subtract_plddt',
  '--long_sequence_inference',
  '--cif_output',
  '--use_deepspeed_evoformer_attention',
]);
const options = {};
const positional = [];
for (let i = 0; i < argv.length; i++) {
  if (FLAGS.has(argv[i])) options[argv[i]] = true;
  else if (argv[i].startsWith('--'))
    options[argv[i]] = argv[++i]; // argparse: the last one wins
  else positional.push(argv[i]);
}
const [fastaDir, templateDir] = positional;
if (positional.length !== 2) {
  console.error(
    'run_pretrained_openfold.py: error: the following arguments are required: fasta_dir, template_mmcif_dir',
  );
  process.exit(2);
}
if (!existsSync(templateDir) || !statSync(templateDir).isDirectory())
  throw new Error(`template_mmcif_dir ${templateDir} is not a directory`);
const preset = options['--config_preset'] ?? 'model_1';
const outDir = options['--output_dir'] ?? process.cwd();
const params = (options['--jax_param_path'] ?? `openfold/resources/params/params_${preset}.npz`).split(',');
const atoms = readFileSync(join(fixtures, 'pdb', '1crn.pdb'), 'utf8')
  .split('\n')
  .filter((l) => l.startsWith('ATOM'));

function modelPdb(offset, relaxed = false) {
  const residues = new Map();
  const lines = relaxed
    ? ['REMARK   1 CREATED WITH OPENMM 8.1.1, 2025-09-15']
    : [`REMARK no_recycling=3, max_templates=4, config_preset=${preset}`, 'PARENT N/A', 'MODEL     1'];
  atoms.forEach((l, i) => {
    const key = l.slice(21, 27);
    if (!residues.has(key)) residues.set(key, 85 - 0.2 * residues.size - offset);
    lines.push(
      `ATOM  ${String(i + 1).padStart(5)} ${l.slice(12, 54)}${'1.00'.padStart(6)}${residues.get(key).toFixed(2).padStart(6)}          ${l.slice(76, 78).trim().padStart(2)}  `,
    );
  });
  const last = atoms.at(-1);
  lines.push(
    `TER   ${String(atoms.length + 1).padStart(5)}      ${last.slice(17, 20)} ${last[21]}${last.slice(22, 26)}`,
    ...(relaxed ? [] : ['ENDMDL']),
    'END',
  );
  return `${lines.map((l) => l.padEnd(80)).join('\n')}\n`;
}

mkdirSync(outDir, { recursive: true });
const timings = {};
for (const file of readdirSync(fastaDir).filter((f) => f.endsWith('.fasta') || f.endsWith('.fa'))) {
  const headers = readFileSync(join(fastaDir, file), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('>'));
  if (headers.length !== 1 && !preset.includes('multimer')) {
    console.log(
      `${join(fastaDir, file)} contains more than one sequence but multimer mode is not enabled. Skipping...`,
    );
    continue;
  }
  const tag = headers.map((h) => h.slice(1).split(/\W| \|/)[0]).join('-');
  params.forEach((param, k) => {
    const dir =
      params.length > 1 ? join(outDir, 'predictions', basename(param, extname(param))) : join(outDir, 'predictions');
    mkdirSync(dir, { recursive: true });
    const name = `${tag}_${preset}${options['--output_postfix'] ? `_${options['--output_postfix']}` : ''}`;
    writeFileSync(join(dir, `${name}_unrelaxed.pdb`), modelPdb(5 * k));
    if (!options['--skip_relaxation']) writeFileSync(join(dir, `${name}_relaxed.pdb`), modelPdb(5 * k, true));
    console.error(`INFO:run_pretrained_openfold.py:Output written to ${join(dir, `${name}_unrelaxed.pdb`)}...`);
  });
  timings[tag] = { inference: 0.1 };
}
writeFileSync(join(outDir, 'timings.json'), JSON.stringify(timings));
