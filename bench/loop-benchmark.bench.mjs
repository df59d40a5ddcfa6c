// Loop Rebuild (plugins/loop-rebuild, ProMod3 candidates + OpenMM) on the Kortemme lab's loop modelling
// benchmark (plugins/loop-rebuild/data/kortemme/SOURCES.md): the 14–17-residue set of Stein &
// Kortemme 2013 (27 loops) and the 12-residue set of Mandell et al. 2009 (45 loops, PassedFilter).
// Each loop is rebuilt through the plugin's engine exactly as a job runs it (planner, worker,
// verification): the engine removes the loop (backbone and side chains) from the crystal structure
// and rebuilds it; default search (not extended, unless --extended), 1 repeat, so the result is the top-ranked loop.
// The loop is chosen by its PDB residue range on its chain, mapped to the engine's 1-based sequence
// positions with the engine's own reader (readPose), and checked against the set's loop sequence.
//
// Per loop: length, seconds, candidates (database / Monte Carlo), where the top loop came from
// (ProMod3's fragment database or Monte Carlo), whether the PDB entry itself is in ProMod3's
// structure database (which the fragment database is cut from: such a loop can be found as itself),
// and the top loop's RMSD to the crystal loop after superposing the Cα atoms outside the loop: over
// its Cα atoms and over its backbone heavy atoms (N, CA, C, O). The second is the benchmark's own
// measure (loop backbone heavy-atom RMSD after superposing the rest of the protein;
// guybrush.ucsf.edu/benchmarks/benchmarks/loop_modeling), the one the published medians use. Every
// heavy atom outside the loop is held fixed by the engine, so 'rest Å' (the superposed Cα outside
// the loop) is ~0.
// Per set: median, mean, fraction < 1 Å and < 2 Å over the loops measured, also split by database
// membership and by the top loop's origin; loops refused or failed are listed with the engine's
// message and not counted in the figures.
//
// Published beside it (lowest-energy Rosetta model out of hundreds per loop, not re-measured here):
// see PUBLISHED below and plugins/loop-rebuild/data/kortemme/RESULTS.md for the sources.
// Run: npx tsx bench/loop-benchmark.bench.mjs [--set 14_17|12|all] [--limit N] [--only 1o97,2hdw]
//      [--stop-at 07:10] (UTC: no loop is started that would not end by then) [--check] (map only)
//      [--extended] (the form's extended search instead of the standard one) [--without-homologues] (the fragment search skips every database chain related to the set's
//      proteins, as Rosetta's fragment picker's -nohoms does: a de novo figure for the 12-residue set)
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { readPose } from '@bench/engine-sim';
import { canRun, detectOpenMM } from '@bench/openmm';
import { promod3LoopRebuild } from '../plugins/loop-rebuild/src/engine.ts';
import { loopRebuildModel } from '../plugins/loop-rebuild/src/model.ts';
import { loopPositions, loopRmsds, pdbResidueId } from './lib/loopGeometry.mjs';
import { fraction, mean, median } from './lib/stats.mjs';
import { reportFigure } from './lib/summary.ts';

const DATA = join(import.meta.dirname, '..', 'plugins', 'loop-rebuild', 'data', 'kortemme');
const SETS = {
  '14_17': { folder: '14_17_res', title: '14–17-residue set (Stein & Kortemme 2013)' },
  12: { folder: '12_res', title: '12-residue set (Mandell et al. 2009)' },
};
/** a loop that has not finished after this long is stopped and counted as failed */
const CASE_TIMEOUT_S = 900;
// Published figures (Rosetta: loop backbone RMSD of the lowest-energy model of hundreds per loop);
// 'not confirmed' where no stored copy of the source gave the figure (RESULTS.md says what was found).
const PUBLISHED = {
  12: [
    {
      method: 'KIC (Mandell et al. 2009, Nat Methods 6:551)',
      figure: 'median 0.90',
      source:
        'RosettaCommons documentation of KIC (Mandell, Pache, Stein): "0.9 Å median accuracy … 45 12-residue loops"',
    },
    { method: 'NGK (Stein & Kortemme 2013, PLoS ONE 8:e63090)', figure: 'not confirmed', source: '–' },
  ],
  '14_17': [
    { method: 'NGK (Stein & Kortemme 2013, PLoS ONE 8:e63090)', figure: 'not confirmed', source: '–' },
    { method: 'KIC (Stein & Kortemme 2013)', figure: 'not confirmed', source: '–' },
    {
      method: 'Cyrus Bench Loop Rebuild ("NGK, talaris2013" reimplementation), 28 segments',
      figure: 'mean 1.6, 75 % < 2 Å',
      source: 'vendor documentation, support.cyrusbio.com/tools/loop-rebuild',
    },
  ],
};

const { values } = parseArgs({
  options: {
    set: { type: 'string', default: 'all' },
    limit: { type: 'string' },
    only: { type: 'string' },
    'stop-at': { type: 'string' },
    check: { type: 'boolean', default: false },
    'without-homologues': { type: 'boolean', default: false },
    extended: { type: 'boolean', default: false },
  },
});
const setNames = values.set === 'all' ? ['14_17', '12'] : [values.set.replace(/_res$/, '')];
if (setNames.some((s) => !SETS[s])) {
  console.error(`--set must be 14_17, 12 or all, got '${values.set}'`);
  process.exit(2);
}
const limit = values.limit ? Number(values.limit) : Number.POSITIVE_INFINITY;
if (!(limit >= 1)) {
  console.error(`--limit must be a whole number ≥ 1, got '${values.limit}'`);
  process.exit(2);
}
const only = values.only ? new Set(values.only.split(',')) : null;
/**
 * homologues.py's record of each case (homologues.json): whether its own PDB entry is in ProMod3's
 * structure database, which the fragment database (loops up to 12 residues) is cut from, so that
 * its loop can be found as itself; and the database chains BLAST relates to its protein.
 */
const related = JSON.parse(readFileSync(join(DATA, 'homologues.json'), 'utf8'));
if (values['without-homologues']) keepHomologuesOut();

/**
 * Keeps every structure-database chain BLAST relates to a chosen set's proteins (homologues.json's
 * related_chains) out of the engine's fragment search, through lib/without-homologues.
 */
function keepHomologuesOut() {
  const chains = new Set(
    Object.entries(related)
      .filter(([key]) => setNames.some((set) => key.startsWith(`${SETS[set].folder}/`)))
      .flatMap(([, entry]) => entry.related_chains),
  );
  const file = join(tmpdir(), 'bench-excluded-db-chains.json');
  writeFileSync(file, JSON.stringify([...chains]));
  process.env.BENCH_EXCLUDED_DB_CHAINS = file;
  const hook = join(import.meta.dirname, 'lib', 'without-homologues');
  process.env.PYTHONPATH = [hook, process.env.PYTHONPATH].filter(Boolean).join(delimiter);
  console.log(`Fragment search without the ${chains.size} database chains related to these proteins (E ≤ 10⁻³)`);
}

const stopAt = values['stop-at'] ? utcToday(values['stop-at']) : null;

function utcToday(hhmm) {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) throw new Error(`--stop-at takes HH:MM (UTC), got '${hhmm}'`);
  const at = new Date();
  at.setUTCHours(Number(match[1]), Number(match[2]), 0, 0);
  return at.getTime();
}

/** The set's loops that passed its filter: [{ id, chain, first, last, sequence }] in file order. */
function loopsOf(set) {
  const folder = join(DATA, SETS[set].folder);
  const definitions = JSON.parse(readFileSync(join(folder, 'loop_definitions.json'), 'utf8'));
  return Object.entries(definitions)
    .filter(([id, d]) => d.PassedFilter && existsSync(join(folder, `${id}.pdb.gz`)))
    .map(([id, d]) => ({
      id,
      file: join(folder, `${id}.pdb.gz`),
      chain: d.chainID,
      first: pdbResidueId(d.StartResidueID),
      last: pdbResidueId(d.EndResidueID),
      sequence: d.Sequence,
    }));
}

async function rebuild(loop, crystalText, positions) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CASE_TIMEOUT_S * 1000);
  const workDir = `/tmp/bench-kortemme-${loop.id}`;
  try {
    return await promod3LoopRebuild.run({
      action: {
        _id: `bench-kortemme-${loop.id}`,
        name: 'Loop Rebuild',
        task_id: 1,
        input: { ...loopRebuildModel.defaults(), repeats: 1, is_extended: values.extended, selector: 'loop' },
      },
      poses: [{ _id: loop.id, name: loop.id, pdb: crystalText }],
      selectors: { loop: positions },
      freeLigands: {},
      settings: { maxResults: 10_000 },
      seed: 1,
      progress: () => {},
      signal: controller.signal,
      workDir,
    });
  } catch (error) {
    if (controller.signal.aborted) throw new Error(`stopped after ${CASE_TIMEOUT_S} s`);
    throw error;
  } finally {
    clearTimeout(timer);
    rmSync(workDir, { recursive: true, force: true });
  }
}

const f2 = (x) => (x === null || x === undefined || Number.isNaN(x) ? '–' : x.toFixed(2));
const pct = (x) => `${Math.round(100 * x)} %`;
const cell = (v) => String(v).replaceAll('|', '/');
const table = (header, rows) =>
  [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');

if (!values.check && !(await canRun(['promod3', 'openmm', 'pdbfixer']))) {
  console.log(`Loop benchmark not run: ${(await detectOpenMM()).detail}`);
  process.exit(0);
}
console.log(
  `${values.extended ? 'extended search; ' : ''}${values.check ? 'check only (no engine)' : (await detectOpenMM()).detail}; ${cpus().length} CPUs, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ' ',
    )}; OMP_NUM_THREADS=${process.env.OMP_NUM_THREADS ?? 'unset'}, OPENMM_CPU_THREADS=${process.env.OPENMM_CPU_THREADS ?? 'unset'}, BENCH_MM_THREADS=${process.env.BENCH_MM_THREADS ?? 'unset (1)'}; started ${new Date().toISOString()}`,
);

const started = performance.now();
let longest = 120; // s: the expected length of the next loop for --stop-at, until one is measured
let stopped = false;
const summaries = [];
for (const set of setNames) {
  const all = loopsOf(set).filter((l) => !only || only.has(l.id));
  const chosen = all.slice(0, limit);
  console.log(`\n## ${SETS[set].title}: ${chosen.length} of ${all.length} loops\n`);
  const rows = [];
  const measured = [];
  const refused = [];
  let ran = 0;
  for (const loop of chosen) {
    if (stopAt && Date.now() + longest * 1000 > stopAt) {
      stopped = true;
      break;
    }
    ran++;
    const range = `${loop.chain}${loop.first.resid}${loop.first.icode}–${loop.last.resid}${loop.last.icode}`;
    const crystalText = gunzipSync(readFileSync(loop.file)).toString('utf8');
    const crystal = readPose(crystalText);
    let mapped;
    try {
      mapped = { ...loop, ...loopPositions(crystal, loop) };
    } catch (error) {
      refused.push({ id: loop.id, range, reason: `not mapped: ${error.message}` });
      console.log(`${loop.id} ${range}: not mapped — ${error.message}`);
      continue;
    }
    if (values.check) {
      // the crystal against itself: every RMSD must be 0 (reading, residue keys, superposition)
      const self = loopRmsds(crystalText, crystal, mapped);
      console.log(
        `${loop.id} ${range} (${loop.sequence.length}): positions ${mapped.positions[0]}–${mapped.positions.at(-1)} of ${crystal.sequence.replaceAll('/', '').length}; self RMSD rest ${self.rest.toFixed(3)} (${self.frameAtoms} Cα), loop Cα ${self.ca.toFixed(3)}, backbone ${self.backbone.toFixed(3)}`,
      );
      continue;
    }
    const t0 = performance.now();
    let result;
    try {
      result = await rebuild(loop, crystalText, mapped.positions);
    } catch (error) {
      const seconds = (performance.now() - t0) / 1000;
      longest = Math.max(longest, seconds);
      refused.push({ id: loop.id, range, reason: error.message.split('\n')[0], seconds });
      console.log(
        `${loop.id} ${range}: refused/failed after ${seconds.toFixed(0)} s — ${error.message.split('\n')[0]}`,
      );
      continue;
    }
    const seconds = (performance.now() - t0) / 1000;
    longest = Math.max(longest, seconds);
    const pool =
      /(\d+) loop candidates from the ProMod3 fragment database and (\d+) from Monte Carlo sampling \((\d+) s\); (\d+) distinct/.exec(
        result.notes.join(' '),
      );
    const r = loopRmsds(result.collection.poses[0].pdb, crystal, mapped);
    const fromDb = result.collection.poses[0].score_terms?.loop_from_database;
    const origin = fromDb === 1 ? 'database' : fromDb === 0 ? 'Monte Carlo' : '?';
    const inDb = Boolean(related[`${SETS[set].folder}/${loop.id}`]?.same_entry);
    const verified =
      (result.verification.verified ? 'yes' : result.verification.message) +
      (r.missing ? ` (${r.missing} loop backbone atoms missing)` : '');
    measured.push({ ...r, seconds, id: loop.id, inDb, fromDb: fromDb === 1 });
    rows.push([
      loop.id,
      range,
      loop.sequence.length,
      seconds.toFixed(0),
      pool ? `${pool[1]} / ${pool[2]}` : '?',
      pool?.[3] ?? '?',
      f2(r.ca),
      f2(r.backbone),
      r.rest.toFixed(3),
      origin,
      inDb ? 'yes' : 'no',
      verified,
    ]);
    console.log(
      `${loop.id} ${range} (${loop.sequence.length}): Cα ${f2(r.ca)} Å, backbone ${f2(r.backbone)} Å, ${seconds.toFixed(0)} s, candidates ${pool ? `${pool[1]} db / ${pool[2]} MC` : '?'}, verified ${verified}`,
    );
  }
  if (values.check) continue;
  console.log(
    `\n${table(
      [
        'loop',
        'PDB range',
        'length',
        's',
        'candidates db / MC',
        'search s',
        'top Cα RMSD Å',
        'top backbone RMSD Å',
        'rest Å',
        'top loop from',
        'entry in ProMod3 DB',
        'verified',
      ],
      rows,
    )}`,
  );
  if (refused.length)
    console.log(
      `\nRefused or failed (not in the figures):\n\n${table(
        ['loop', 'PDB range', 's', 'reason'],
        refused.map((x) => [x.id, x.range, x.seconds === undefined ? '–' : x.seconds.toFixed(0), x.reason]),
      )}`,
    );
  const ca = measured.map((m) => m.ca);
  const bb = measured.map((m) => m.backbone);
  const summary = {
    set,
    title: SETS[set].title,
    loops: all.length,
    ran,
    measured: measured.length,
    refused: refused.length,
    medianCa: measured.length ? median(ca) : null,
    medianBb: measured.length ? median(bb) : null,
  };
  summaries.push(summary);
  const line = (name, xs) =>
    xs.length
      ? [
          name,
          xs.length,
          f2(median(xs)),
          f2(mean(xs)),
          pct(fraction(xs, 1)),
          pct(fraction(xs, 2)),
          f2(Math.min(...xs)),
          f2(Math.max(...xs)),
        ]
      : [name, 0, '–', '–', '–', '–', '–', '–'];
  console.log(
    `\n${SETS[set].title}: ${ran} of ${all.length} loops run${ran < all.length ? ' (stopped for time or --limit)' : ''}, ${measured.length} measured, ${refused.length} refused or failed; ${measured.length ? `${mean(measured.map((m) => m.seconds)).toFixed(0)} s per loop on average` : ''}\n\n${table(
      ['top-ranked loop, RMSD Å', 'n', 'median', 'mean', '< 1 Å', '< 2 Å', 'min', 'max'],
      [
        line('Cα (rest superposed)', ca),
        line('backbone N, CA, C, O (rest superposed)', bb),
        line(
          'backbone, entries not in ProMod3 DB',
          measured.filter((m) => !m.inDb).map((m) => m.backbone),
        ),
        line(
          'backbone, entries in ProMod3 DB',
          measured.filter((m) => m.inDb).map((m) => m.backbone),
        ),
        line(
          'backbone, top loop from database',
          measured.filter((m) => m.fromDb).map((m) => m.backbone),
        ),
        line(
          'backbone, top loop from Monte Carlo',
          measured.filter((m) => !m.fromDb).map((m) => m.backbone),
        ),
      ],
    )}`,
  );
  console.log(
    `\nPublished (Rosetta, lowest-energy of hundreds of models per loop; loop backbone heavy-atom RMSD after superposing the rest; not re-measured):\n\n${table(
      ['method', 'backbone RMSD Å', 'source'],
      PUBLISHED[set].map((p) => [p.method, p.figure, p.source]),
    )}`,
  );
  if (measured.length)
    reportFigure(
      `Loop Rebuild, Kortemme ${set} set${values['without-homologues'] ? ' without homologues' : ''}: median top-loop backbone RMSD (${measured.length} of ${all.length} loops)`,
      `${f2(median(bb))} Å`,
      'reported beside published medians; no budget',
      true,
    );
  if (stopped) break;
}
console.log(
  `\ntotal ${((performance.now() - started) / 60_000).toFixed(1)} min; finished ${new Date().toISOString()}${stopped ? ` (stopped before ${values['stop-at']} UTC)` : ''}`,
);
process.exit(0);
