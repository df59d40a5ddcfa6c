/**
 * npm run predict:hm -- <target.fasta> [--templates a.pdb,b.pdb] [--out DIR] [--ligands]
 *                       [--no-library] [--exclude 1CRN,…] [--max-identity 95]
 * Models every record of the FASTA file, writes '<name>.pdb' and '<name>-alignments.json' to the
 * output directory and prints a summary. Exit status 1 when any record got no model.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseFasta } from '@bench/structure';
import {
  buildHomologyModel,
  hmSettings,
  type HmInput,
  type HmResult,
} from '@bench/family-structure-prediction/homology';

const USAGE =
  'usage: npm run predict:hm -- <target.fasta> [--templates a.pdb,b.pdb] [--out DIR] [--ligands] [--no-library] [--exclude ID,…] [--max-identity PERCENT]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    templates: { type: 'string' },
    out: { type: 'string' },
    ligands: { type: 'boolean', default: false },
    'no-library': { type: 'boolean', default: false },
    exclude: { type: 'string' },
    'max-identity': { type: 'string' },
  },
});

const list = (raw: string | undefined) =>
  raw
    ? raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
const safeName = (name: string) => name.split(/\s/)[0]!.replace(/[^\w.-]+/g, '_') || 'target';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if (positionals.length !== 1) fail(USAGE);
const fasta = parseFasta(readFileSync(positionals[0]!, 'utf8'));
if (fasta.errors.length) fail(fasta.errors.map((e) => `${positionals[0]}:${e.line}: ${e.message}`).join('\n'));
const templates = list(values.templates).map((path) => ({
  name: basename(path).replace(/\.(pdb|ent)$/i, ''),
  pdb: readFileSync(path, 'utf8'),
}));
const settings = { ...hmSettings(), useLibrary: !values['no-library'] };
const outDir = resolve(values.out ?? join(process.env.BENCH_DATA_DIR || './data', 'hm-models'));
mkdirSync(outDir, { recursive: true });
const maxIdentity = values['max-identity'] === undefined ? undefined : Number(values['max-identity']);
if (maxIdentity !== undefined && !(maxIdentity > 0 && maxIdentity <= 100))
  fail('--max-identity takes a percentage between 0 and 100.');

let failures = 0;
for (const record of fasta.records) {
  const input: HmInput = {
    sequence: record.sequence,
    templates,
    ligands: values.ligands,
    exclude: { ids: list(values.exclude), max_identity: maxIdentity },
  };
  const started = performance.now();
  const result = await buildHomologyModel(input, {
    settings,
    progress: (step, percent) => console.error(`  [${String(percent).padStart(3)}%] ${step}`),
  });
  const seconds = (performance.now() - started) / 1000;
  failures += result.model ? 0 : 1;
  console.log(summary(record.name, record.sequence.length, result, seconds, write(safeName(record.name), result)));
}
process.exit(failures ? 1 : 0);

function write(name: string, result: HmResult): string[] {
  const alignments = join(outDir, `${name}-alignments.json`);
  writeFileSync(alignments, `${JSON.stringify(result.alignments, null, 2)}\n`);
  if (!result.model) return [alignments];
  const model = join(outDir, `${name}.pdb`);
  writeFileSync(model, result.model.pdb);
  return [model, alignments];
}

function summary(name: string, length: number, result: HmResult, seconds: number, files: string[]): string {
  const messages = Object.entries(result.errors_and_warnings)
    .filter(([key]) => key.startsWith('message'))
    .map(([, text]) => `  ${text}`);
  const t = result.template;
  const lines = [`${name} (${length} residues): ${result.model ? 'modelled' : 'no model'} in ${seconds.toFixed(1)} s`];
  if (t && result.model) {
    lines.push(
      `  template ${t.tag} (${t.source}): identity ${t.identity.toFixed(1)} %, coverage ${(100 * t.coverage).toFixed(0)} %, E-value ${t.evalue.toExponential(1)}, p_correct ${t.p_correct.toFixed(3)}`,
      `  model: ${result.model.residues} residues${result.model.ligands.length ? `, ligands ${result.model.ligands.join(' ')}` : ''}`,
    );
  }
  return [...lines, ...messages, ...files.map((f) => `  wrote ${f}`)].join('\n');
}
