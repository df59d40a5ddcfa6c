import type { ChainEntity, EntityKind, LigandInfo, LoaderResidue, PoseReport } from './loaderTypes.ts';
import type { ResidueType } from './types.ts';

export function entityKind(type: ResidueType): EntityKind {
  if (type === 'ligand' || type === 'monoatomic' || type === 'water') return type;
  return 'polymer';
}

function chainLabel(chain: string): string {
  return chain === '' ? '_' : chain;
}

/** The type a residue has now: its chosen replacement's, else its original type. */
function currentType(r: LoaderResidue): ResidueType {
  return r.chosen?.type ?? r.original.type;
}

/**
 * Chain label of a residue. Polymers share their chain; waters of one chain form one entity (as
 * one mmCIF water asym); every ligand or ion is its own entity, also when its chain id is blank.
 */
export function entityLabel(r: LoaderResidue): string {
  const { chain, resid, icode, name3 } = r.original.pdbData;
  const kind = entityKind(currentType(r));
  if (kind === 'polymer') return chainLabel(chain);
  if (kind === 'water') return `${chainLabel(chain)}:water`;
  return `${chainLabel(chain)}:${name3}${resid}${icode}`;
}

export function chainEntities(residues: LoaderResidue[]): ChainEntity[] {
  const byLabel = new Map<string, ChainEntity>();
  residues.forEach((r, index) => {
    const label = entityLabel(r);
    let entity = byLabel.get(label);
    if (!entity) {
      entity = { label, chain: r.original.pdbData.chain, kind: entityKind(currentType(r)), residueIndices: [] };
      byLabel.set(label, entity);
    }
    entity.residueIndices.push(index);
  });
  return [...byLabel.values()];
}

/** Distinct chains among chosen residues (the loader limit counts these). */
export function chosenChainCount(residues: LoaderResidue[]): number {
  const labels = new Set<string>();
  for (const r of residues) if (r.chosen) labels.add(entityLabel(r));
  return labels.size;
}

/** Ligand residues (type ligand; ions and waters are not counted), optionally only chosen ones. */
export function ligandsOf(residues: LoaderResidue[], chosenOnly: boolean): LigandInfo[] {
  const ligands: LigandInfo[] = [];
  residues.forEach((r, residueIndex) => {
    if (currentType(r) !== 'ligand' || (chosenOnly && !r.chosen)) return;
    const { chain, resid, icode, name3 } = r.original.pdbData;
    ligands.push({ id: `${chainLabel(chain)}:${resid}${icode}`, name: name3, residueIndex });
  });
  return ligands;
}

/** Pose report of the pose the loader would assemble from these residues. */
export function poseReport(residues: LoaderResidue[], poseId?: string): PoseReport {
  return {
    ...(poseId === undefined ? {} : { poseId }),
    chainCount: chosenChainCount(residues),
    ligands: ligandsOf(residues, true).map(({ id, name }) => ({ id, name })),
  };
}
