/**
 * Protein–protein docking with MEGADOCK through its command line (server side). MEGADOCK
 * (akiyamalab/MEGADOCK, read at commit 87c8432494e0, version 4.1.3; CC BY-NC 4.0, so Bench does
 * not ship it) is FFT rigid-body docking. A site sets BENCH_MEGADOCK_COMMAND to its CPU build
 * (`megadock`) or GPU build (`megadock-gpu`), with any site options (`-D` for 6° rotational
 * sampling, `-T 8` threads…). The adapter writes the protein of structure A as the receptor and of
 * structure B as the ligand, runs
 *
 *   <command> -R receptor.pdb -L ligand.pdb -o docking.out -N 10 -t 1
 *
 * in the job's directory, reads the best decoys from `docking.out` (megadockOutput.ts), moves B
 * onto each with decoygen's transform (megadockPlacement.ts) and returns the complexes A + B with
 * MEGADOCK's score and the contact counts the simulated engine reports.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { throwIfAborted, transformPose, writePose } from '@bench/engine-sim';
import { configuredCommand, runCommand } from '@bench/openmm';
import type { ActionEngine, EnginePose, EngineResult } from '@bench/sdk/model';
import { CONTACT_DECLARATIONS, contactCounter, contactTerms } from './docking.ts';
import { TASK, type PpdInput } from './model.ts';
import { parseMegadockOutput } from './megadockOutput.ts';
import { decoyPlacement } from './megadockPlacement.ts';
import { complex, complexName, DOCKING_FILES, PPD_POSES, writeDockingInputs } from './partners.ts';

const OUTPUT = 'docking.out';

export const megadockCommand = () => configuredCommand('BENCH_MEGADOCK_COMMAND');

/** The adapter's own arguments (after the site's): input files, output file, `poses` decoys, one per rotation. */
export function megadockArguments(poses: number): string[] {
  return ['-R', DOCKING_FILES.receptor, '-L', DOCKING_FILES.ligand, '-o', OUTPUT, '-N', String(poses), '-t', '1'];
}

/** MEGADOCK's progress line, `   >Ligand rotation =   360 /  3600 ( 0)`, as the fraction of rotations done. */
export function rotationsDone(line: string): number | null {
  const match = /Ligand rotation =\s*(\d+)\s*\/\s*(\d+)/.exec(line);
  return match && Number(match[2]) > 0 ? Math.min(1, Number(match[1]) / Number(match[2])) : null;
}

/** MEGADOCK's banner, `MEGADOCK ver. 4.1.3 for CPU & single node`. */
const versionOf = (stdout: string): string | null => /MEGADOCK ver\.\s*(.+)/.exec(stdout)?.[1]?.trim() ?? null;

export const megadockAdapter: ActionEngine<PpdInput> = {
  task: TASK,
  kind: 'external',
  available: async () => megadockCommand() !== null,
  async run(context): Promise<EngineResult> {
    const command = megadockCommand();
    if (!command) throw new Error('MEGADOCK is not configured on this server (BENCH_MEGADOCK_COMMAND).');
    const { sourceA, sourceB, receptor, ligand, leftOut } = await writeDockingInputs(context);

    const args = megadockArguments(PPD_POSES);
    context.progress('Docking with MEGADOCK', 5);
    // threads report their rotations out of order: progress follows the furthest
    let done = 0;
    const { stdout } = await runCommand('MEGADOCK', command, args, context.signal, context.workDir, (line) => {
      const fraction = rotationsDone(line);
      if (fraction === null || fraction <= done) return;
      done = fraction;
      context.progress('Docking with MEGADOCK', 5 + Math.round(85 * fraction));
    });
    const text = await readFile(join(context.workDir, OUTPUT), 'utf8').catch(() => {
      throw new Error(`MEGADOCK finished without writing its output file (${OUTPUT}).`);
    });
    const output = parseMegadockOutput(text, PPD_POSES);
    if (output.decoys.length === 0) throw new Error("MEGADOCK's output lists no decoys.");

    context.progress('Building complexes', 90);
    const counter = contactCounter(receptor);
    const poses: EnginePose[] = output.decoys.map((decoy) => {
      throwIfAborted(context.signal);
      const { rotation, about, to } = decoyPlacement(output, decoy);
      const moved = transformPose(ligand, rotation, about, to);
      const pose = complex(receptor, moved);
      return {
        name: complexName(sourceA, sourceB, decoy.rank),
        pdb: writePose(pose, [`MEGADOCK DECOY ${decoy.rank}, DOCKING SCORE ${decoy.score}`]),
        sequence: pose.sequence,
        score: -decoy.score,
        rms: null,
        score_terms: { engine: 'megadock', megadock_score: decoy.score, ...contactTerms(counter.count(moved)) },
      };
    });
    context.progress('Building complexes', 100);
    return {
      engine: 'external',
      collection: {
        type: TASK,
        poses,
        declarations: {
          score: { unit: '', description: "minus MEGADOCK's docking score; lower is better" },
          megadock_score: { unit: '' },
          ...CONTACT_DECLARATIONS,
        },
      },
      method: { name: 'MEGADOCK', version: versionOf(stdout), command, arguments: args.join(' ') },
      notes: [
        `Rigid-body FFT docking of ${sourceB.name} (moved) against ${sourceA.name} (fixed) by MEGADOCK; score is minus MEGADOCK's docking score (shape complementarity, electrostatics, desolvation: higher MEGADOCK scores are better). Contacts are heavy-atom pairs within 4.5 Å.`,
        ...leftOut,
      ],
    };
  },
};
