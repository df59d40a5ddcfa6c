/**
 * The fold launch a sequence collection shows for its selected sequences (spec 2 §2.2): which tools
 * it offers, of those the ones this server runs, and what it hands to the AI folding creator. Pure.
 */
import { MULTIMER_TOOL } from '../model.ts';
import { notInstalledMessage } from './programs.ts';

export const MONOMER_LAUNCH_TOOLS = ['AlphaFold2 Monomer', 'ESMFold', 'OpenFold'] as const;

/** Shown in place of the fold buttons while this server runs none of the AI folding programs. */
export const FOLDING_UNAVAILABLE =
  'Folding is not available here: this server has no AI folding engine (AlphaFold2, ESMFold, OpenFold).';

export const NONE_SELECTED = 'No sequences selected for AI Folding';

/** A slash marks chains: any multi-chain selection is for AlphaFold2 Multimer alone. */
export function launchTools(selected: readonly { sequence: string }[]): string[] {
  return selected.some((s) => s.sequence.includes('/')) ? [MULTIMER_TOOL] : [...MONOMER_LAUNCH_TOOLS];
}

/**
 * The buttons: the spec's tools this server has installed; when none of them is, why not (no
 * folding program at all, or only ones the selection cannot use).
 */
export function foldLaunch(
  selected: readonly { sequence: string }[],
  installed: readonly string[],
): { tools: string[]; unavailable: string | null } {
  const wanted = launchTools(selected);
  const tools = wanted.filter((tool) => installed.includes(tool));
  if (tools.length > 0) return { tools, unavailable: null };
  return { tools, unavailable: installed.length === 0 ? FOLDING_UNAVAILABLE : notInstalledMessage(wanted[0]!) };
}

/** The one action that made every selected sequence, if there is one (designs of one run). */
export function designActionOf(selected: readonly { action_id?: string | null }[]): string | null {
  const ids = new Set(selected.map((s) => s.action_id ?? null));
  const [only] = ids;
  return ids.size === 1 && only ? only : null;
}

/** The structure such an action designed on: its one source structure, handed to the creator as a reference. */
export function designSourceOf(action: { input?: { pose_ids?: unknown } } | null): string | null {
  const ids = action?.input?.pose_ids;
  return Array.isArray(ids) && ids.length === 1 && typeof ids[0] === 'string' ? ids[0] : null;
}
