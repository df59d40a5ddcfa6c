import type { LoaderMessageCode, LoaderResidue } from '@bench/structure';
import { TYPE_NAMES, chainName, chosenLabel } from './model.ts';

/** Residue messages in words (spec 2 §3: CURRENTLY_UNSUPPORTED, SECONDARY_ALTLOC). */
export const MESSAGE_TEXTS: Record<LoaderMessageCode, string> = {
  CURRENTLY_UNSUPPORTED: 'This residue type is currently unsupported and cannot be kept.',
  SECONDARY_ALTLOC: 'Has alternate locations; only the most occupied one is kept.',
};

/** The hover tooltip's lines for one residue. */
export function residueDetails(r: LoaderResidue): { label: string; value: string }[] {
  const { chain, resid, icode, name3, altLoc } = r.original.pdbData;
  return [
    { label: 'Residue', value: `${name3} ${resid}${icode}` },
    { label: 'Chain', value: chainName(chain) },
    { label: 'Type', value: TYPE_NAMES[r.original.type] },
    { label: 'Chosen', value: r.chosen ? `${chosenLabel(r)} (${TYPE_NAMES[r.chosen.type]})` : 'deleted' },
    { label: 'Choices', value: r.choices.length > 0 ? r.choices.map((c) => c.name3).join(', ') : 'none' },
    ...(altLoc ? [{ label: 'Alternate location kept', value: altLoc }] : []),
  ];
}
