/**
 * RFdiffusion through its command line, `scripts/run_inference.py` (server side). A site sets
 * BENCH_RFDIFFUSION_COMMAND (e.g. `python /opt/RFdiffusion/scripts/run_inference.py`, optionally
 * with `inference.model_directory_path=…`); the adapter writes the target, passes RFdiffusion's
 * Hydra overrides — the contig (target range in PDB numbering, binder length range), the number of
 * designs, the hotspots, and advanced mode's other lines as they are — and reads the designs
 * `out/design_<n>.pdb`: the binder as chain A (a poly-glycine backbone: RFdiffusion designs
 * backbones, not sequences), the target after it.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readPose, type PoseResidue } from '@bench/engine-sim';
import { configuredCommand, runCommand } from '@bench/openmm';
import type { ActionEngine, EnginePose } from '@bench/sdk/model';
import { parseDiffusionParameters } from './diffusionArgs.ts';
import { plan, type BinderPlan } from './plan.ts';
import { COLLECTION_TYPE, TASK, type BinderDesignInput } from './model.ts';

const DESIGN_FILE = /^design_(\d+)\.pdb$/;
export const rfDiffusionCommand = () => configuredCommand('BENCH_RFDIFFUSION_COMMAND');

/** RFdiffusion's overrides for this plan; `custom` are advanced mode's other lines. */
export function rfDiffusionArguments(
  p: BinderPlan,
  hotspots: readonly PoseResidue[],
  custom: readonly string[],
): string[] {
  const first = p.interfaceResidues[0]!;
  const last = p.interfaceResidues.at(-1)!;
  return [
    'inference.input_pdb=target.pdb',
    'inference.output_prefix=out/design',
    `contigmap.contigs=[${first.chain}${first.resid}-${last.resid}/0 ${p.minLength}-${p.maxLength}]`,
    `inference.num_designs=${p.designs}`,
    ...(hotspots.length ? [`ppi.hotspot_res=[${hotspots.map((r) => `${r.chain}${r.resid}`).join(',')}]`] : []),
    ...custom.filter((line) => !line.startsWith('ppi.hotspot_res') || hotspots.length === 0),
  ];
}

export const rfDiffusionEngine: ActionEngine<BinderDesignInput> = {
  task: TASK,
  kind: 'external',
  available: async () => rfDiffusionCommand() !== null,
  async run(context) {
    const command = rfDiffusionCommand();
    if (!command) throw new Error('RFdiffusion is not configured on this server (BENCH_RFDIFFUSION_COMMAND).');
    const [source] = context.poses;
    if (!source) throw new Error('Binder Design needs one source structure.');
    const { input } = context.action;
    const target = readPose(source.pdb);
    const p = plan(target, input, context.selectors);
    const hotspotPositions = new Set(
      input.hotspot_selector
        ? (context.selectors[input.hotspot_selector] ?? input.hotspot_residues)
        : input.hotspot_residues,
    );
    const hotspots = target.residues.filter((r) => r.position !== null && hotspotPositions.has(r.position));
    const custom = input.is_advanced_mode ? parseDiffusionParameters(input.rf_diffusion_parameters ?? '').custom : [];
    const args = rfDiffusionArguments(p, hotspots, custom);
    await writeFile(join(context.workDir, 'target.pdb'), source.pdb);
    context.progress('Running RFdiffusion', 10);
    await runCommand('RFdiffusion', command, args, context.signal, context.workDir);

    const outDir = join(context.workDir, 'out');
    const designs = (await readdir(outDir).catch(() => [] as string[]))
      .flatMap((file) => (DESIGN_FILE.test(file) ? [{ file, n: Number(DESIGN_FILE.exec(file)![1]) }] : []))
      .sort((a, b) => a.n - b.n);
    if (designs.length === 0) throw new Error('RFdiffusion wrote no designs.');
    const poses: EnginePose[] = [];
    for (const { file, n } of designs) {
      const pdb = await readFile(join(outDir, file), 'utf8');
      const pose = readPose(pdb);
      const binderLength = pose.residues.filter((r) => r.chain === 'A' && r.position !== null).length;
      poses.push({
        name: `${source.name}_binder_${String(n + 1).padStart(4, '0')}`,
        pdb,
        sequence: pose.sequence,
        score: null,
        rms: null,
        score_terms: { engine: 'rfdiffusion', binder_length: binderLength },
      });
    }
    return {
      engine: 'external',
      collection: {
        type: COLLECTION_TYPE,
        poses,
        declarations: {
          binder_length: {
            unit: '',
            label: 'Binder length',
            column: 1,
            description: 'residues of the designed binder (chain A)',
          },
        },
      },
      method: { name: 'RFdiffusion', command, arguments: args.join(' ') },
      notes: [
        `${poses.length} binder backbones (chain A, poly-glycine: design their sequences next, e.g. with ProteinMPNN on this collection); target range ${args[2]!.slice('contigmap.contigs='.length)}.`,
      ],
    };
  },
};
