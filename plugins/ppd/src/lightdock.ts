/**
 * Protein–protein docking with LightDock (Jiménez-García et al. 2018, Bioinformatics 34:49; GPL-3.0,
 * installed from the Python Package Index into the project's environment, python/requirements.lock)
 * run as its own programs, never imported: glowworm-swarm optimisation of rigid-body poses of B
 * around A, scored by DFIRE. No restraints (the spec's form has none), no normal modes.
 *
 *   lightdock3_setup.py receptor.pdb ligand.pdb --noxt --noh --now -g G [-s S] --seed_points seed
 *   lightdock3.py setup.json STEPS -s fastdfire -c cores -sg seed
 *   lgd_rank.py SWARMS STEPS
 *   lgd_top.py receptor.pdb ligand.pdb rank_by_scoring.list 10 --setup setup.json
 *
 * in the job's directory, through the site's executor (here or Slurm); the complexes are brought back
 * into A's frame (lightdockOutput.ts).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { throwIfAborted, writePose } from '@bench/engine-sim';
import { mmSettings, pythonPath, runProgram, wholeSetting } from '@bench/openmm';
import type { ActionEngine, EnginePose, EngineResult } from '@bench/sdk/model';
import { CONTACT_DECLARATIONS, contactCounter, contactTerms } from './docking.ts';
import { parseRanking, placeLigand } from './lightdockOutput.ts';
import { TASK, type PpdInput } from './model.ts';
import { complex, complexName, DOCKING_FILES, PPD_POSES, writeDockingInputs } from './partners.ts';

const { receptor: RECEPTOR, ligand: LIGAND } = DOCKING_FILES;
const RANKING = 'rank_by_scoring.list';
const SCORING_FUNCTION = 'fastdfire';

export interface LightdockSampling {
  /** null: LightDock's own count from A's surface */
  swarms: number | null;
  glowworms: number;
  steps: number;
  cores: number;
}

/** BENCH_LIGHTDOCK_SWARMS, _GLOWWORMS (else 50), _STEPS (else 50); cores: BENCH_MM_THREADS. */
export function lightdockSampling(env: Record<string, string | undefined> = process.env): LightdockSampling {
  const swarms = env.BENCH_LIGHTDOCK_SWARMS ? wholeSetting(env, 'BENCH_LIGHTDOCK_SWARMS', 0, 1) : null;
  return {
    swarms,
    glowworms: wholeSetting(env, 'BENCH_LIGHTDOCK_GLOWWORMS', 50, 2),
    steps: wholeSetting(env, 'BENCH_LIGHTDOCK_STEPS', 50, 1),
    cores: mmSettings(env).threads,
  };
}

/** LightDock's programs sit beside the environment's Python. */
const program = (name: string) => join(dirname(pythonPath()), name);

/** `[3] step 41`: one simulation step of one swarm done. */
const isStepLine = (line: string) => /^\[\d+\] step \d+/.test(line.trim());

export const lightdockEngine: ActionEngine<PpdInput> = {
  task: TASK,
  kind: 'builtin',
  available: async () => existsSync(program('lightdock3.py')),
  async run(context): Promise<EngineResult> {
    const { sourceA, sourceB, receptor, ligand, leftOut } = await writeDockingInputs(context);
    const sampling = lightdockSampling();
    const python = pythonPath();
    const run = (label: string, script: string, args: readonly string[], onLine?: (line: string) => void) =>
      runProgram(label, python, [program(script), ...args], { signal: context.signal, cwd: context.workDir, onLine });

    context.progress('Placing swarms', 2);
    const seed = String(context.seed % 2 ** 31);
    await run('LightDock setup', 'lightdock3_setup.py', [
      RECEPTOR,
      LIGAND,
      '--noxt',
      '--noh',
      '--now',
      '-g',
      String(sampling.glowworms),
      '--seed_points',
      seed,
      ...(sampling.swarms ? ['-s', String(sampling.swarms)] : []),
    ]);
    const swarms = (await readdir(context.workDir)).filter((name) => /^swarm_\d+$/.test(name)).length;
    if (swarms === 0) throw new Error('LightDock placed no swarms around structure A.');

    const total = swarms * sampling.steps;
    let done = 0;
    await run(
      'LightDock',
      'lightdock3.py',
      ['setup.json', String(sampling.steps), '-s', SCORING_FUNCTION, '-c', String(sampling.cores), '-sg', seed],
      (line) => {
        if (!isStepLine(line)) return;
        done += 1;
        if (done % sampling.steps === 0)
          context.progress('Docking with LightDock', 5 + Math.round((85 * done) / total));
      },
    );
    throwIfAborted(context.signal);
    context.progress('Ranking poses', 90);
    await run('LightDock ranking', 'lgd_rank.py', [String(swarms), String(sampling.steps)]);
    const ranked = parseRanking(await readFile(join(context.workDir, RANKING), 'utf8'), PPD_POSES);
    if (ranked.length === 0) throw new Error('LightDock ranked no poses.');
    await run('LightDock complexes', 'lgd_top.py', [
      RECEPTOR,
      LIGAND,
      RANKING,
      String(ranked.length),
      '--setup',
      'setup.json',
    ]);

    const counter = contactCounter(receptor);
    const poses: EnginePose[] = await Promise.all(
      ranked.map(async (pose) => {
        const moved = placeLigand(
          await readFile(join(context.workDir, `top_${pose.rank}.pdb`), 'utf8'),
          receptor,
          ligand,
        );
        const docked = complex(receptor, moved);
        return {
          name: complexName(sourceA, sourceB, pose.rank),
          pdb: writePose(docked, [
            `LIGHTDOCK POSE ${pose.rank} (SWARM ${pose.swarm}, GLOWWORM ${pose.glowworm}), DFIRE SCORE ${pose.scoring}`,
          ]),
          sequence: docked.sequence,
          score: -pose.scoring,
          rms: null,
          score_terms: {
            engine: 'lightdock',
            dfire_score: pose.scoring,
            swarm: pose.swarm,
            ...contactTerms(counter.count(moved)),
          },
        };
      }),
    );
    context.progress('Building complexes', 100);
    const version =
      (JSON.parse(await readFile(join(context.workDir, 'setup.json'), 'utf8')) as { setup_version?: string })
        .setup_version ?? null;
    return {
      engine: 'builtin',
      collection: {
        type: TASK,
        poses,
        declarations: {
          score: { unit: '', description: "minus LightDock's DFIRE score; lower is better" },
          dfire_score: { unit: '' },
          swarm: { unit: '' },
          ...CONTACT_DECLARATIONS,
        },
      },
      method: {
        name: 'LightDock',
        version,
        scoring: 'DFIRE (fastdfire)',
        swarms,
        glowworms: sampling.glowworms,
        steps: sampling.steps,
        restraints: 'none',
        flexibility: 'rigid body (no normal modes)',
      },
      notes: [
        `Rigid-body docking of ${sourceB.name} (moved) around ${sourceA.name} (fixed) by LightDock: ${swarms} swarms × ${sampling.glowworms} glowworms × ${sampling.steps} steps, no restraints. Score is minus LightDock's DFIRE score (higher DFIRE scores are better). Contacts are heavy-atom pairs within 4.5 Å.`,
        'Treat these poses as hypotheses: on five rigid-body complexes of Docking Benchmark 5, no top-10 pose of this search was acceptable (DockQ < 0.23; plugins/ppd/README.md). Check them against what is known of the interface.',
        ...leftOut,
      ],
    };
  },
};
