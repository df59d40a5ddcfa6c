import { UNSUPPORTED_WARNING } from './analysis.ts';
import { chosenChainCount, ligandsOf } from './chainEntities.ts';
import type { LoaderResidue } from './loaderTypes.ts';

/** Loader limits (spec §9). */
export const LOADER_LIMITS = { residues: 9999, chains: 62, ligands: 10 } as const;

export interface LoaderValidation {
  errors: string[];
  warnings: string[];
}

/** Structure loader validation rules and texts (spec §5). */
export function validateLoader(residues: LoaderResidue[]): LoaderValidation {
  const errors: string[] = [];
  const warnings: string[] = [];
  const chosen = residues.filter((r) => r.chosen !== null);
  if (!residues.some((r) => r.choices.length > 0)) errors.push('No processable residues.');
  if (!chosen.some((r) => r.chosen!.type === 'caa' || r.chosen!.type === 'ncaa')) {
    errors.push('At least one protein residue must be present to continue');
  }
  if (chosen.length === 0) errors.push('All residues deleted.');
  if (chosen.length > LOADER_LIMITS.residues) {
    errors.push(
      `${chosen.length} residues chosen. Choose fewer than ${LOADER_LIMITS.residues} residues to accept changes.`,
    );
  }
  const chains = chosenChainCount(residues);
  if (chains > LOADER_LIMITS.chains) {
    errors.push(
      `${chains} chains present. Choose fewer than ${LOADER_LIMITS.chains + 1} unique chains to accept changes.`,
    );
  }
  if (ligandsOf(residues, true).length > LOADER_LIMITS.ligands) {
    errors.push(`No more than ${LOADER_LIMITS.ligands} ligands are allowed.`);
  }
  const unsupported = new Set<string>();
  for (const r of residues) {
    if (r.messages.includes('CURRENTLY_UNSUPPORTED'))
      unsupported.add(`${r.original.pdbData.name3} (${r.original.type})`);
  }
  if (unsupported.size > 0) warnings.push(`${UNSUPPORTED_WARNING} ${[...unsupported].join(', ')}`);
  return { errors, warnings };
}
