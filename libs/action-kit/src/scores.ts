/**
 * Score columns of pose tables and viewers (spec 2 §2.2, §3, §9). The derived columns are sums of
 * Rosetta energy terms; the spec does not say which, so the grouping is ours (documented in the
 * pose-collection README) and lives here once for the table, the CSV and every viewer.
 */
import {
  isSimulated,
  simulatedLabel,
  type PoseSummary,
  type ScoreColumn,
  type ScoreDeclarations,
} from '@bench/sdk/model';

/** The raw energy terms of spec 2 §3, in the order of the raw scores CSV. */
export const ENERGY_TERMS = [
  'fa_atr',
  'fa_rep',
  'fa_intra_rep',
  'fa_dun',
  'fa_sol',
  'fa_elec',
  'hbond_bb_sc',
  'hbond_lr_bb',
  'hbond_sc',
  'hbond_sr_bb',
  'omega',
  'p_aa_pp',
  'pro_close',
  'rama',
  'dslf_fa13',
  'ref',
] as const;

/**
 * Terms of the molecular-mechanics engine (kcal/mol; libs/openmm/README.md), in the order
 * of the raw scores CSV. A pose has either these or the Rosetta terms, so each derived column
 * sums whichever it has.
 */
export const MM_ENERGY_TERMS = [
  'mm_bond',
  'mm_angle',
  'mm_backbone_torsion',
  'mm_sidechain_torsion',
  'mm_lennard_jones',
  'mm_coulomb',
  'mm_solvation',
  'dssp_hbond',
  'dssp_hbond_count',
] as const;

const DERIVED_TERMS: Record<string, readonly string[]> = {
  lennard_jones: ['fa_atr', 'fa_rep', 'fa_intra_rep', 'mm_lennard_jones'],
  backbone_torsion: ['omega', 'rama', 'p_aa_pp', 'mm_backbone_torsion'],
  sidechain_torsion: ['fa_dun', 'mm_sidechain_torsion'],
  solvation: ['fa_sol', 'mm_solvation'],
  hydrogen_bond: ['hbond_bb_sc', 'hbond_lr_bb', 'hbond_sc', 'hbond_sr_bb', 'dssp_hbond'],
};

function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A score term of a pose, or null when absent. */
export function scoreTerm(pose: PoseSummary, term: string): number | null {
  return finite(pose.score_terms?.[term]);
}

/** The sum of a derived column's terms; null when the pose has none of them. */
export function derivedScore(pose: PoseSummary, key: keyof typeof DERIVED_TERMS | string): number | null {
  const values = (DERIVED_TERMS[key] ?? []).map((term) => scoreTerm(pose, term)).filter((v): v is number => v !== null);
  return values.length ? values.reduce((a, b) => a + b, 0) : null;
}

const derived = (key: string, label: string): ScoreColumn => ({ key, label, value: (pose) => derivedScore(pose, key) });

/** Score, RMSD and the five derived sums (collections that are not AI folding). */
export const POSE_SCORE_COLUMNS: readonly ScoreColumn[] = [
  { key: 'score', label: 'Score', value: (pose) => finite(pose.score) },
  { key: 'rms', label: 'RMSD', value: (pose) => finite(pose.rms) },
  derived('lennard_jones', 'Lennard-Jones'),
  derived('backbone_torsion', 'Backbone Torsion'),
  derived('sidechain_torsion', 'Sidechain Torsion'),
  derived('solvation', 'Solvation'),
  derived('hydrogen_bond', 'Hydrogen Bond'),
];

/**
 * A column's unit from the engine's declarations: its own key's, else (a derived sum) the one unit
 * its declared terms share; none when they disagree or nothing is declared.
 */
function declaredUnit(key: string, declarations: ScoreDeclarations): string | undefined {
  const own = declarations[key];
  if (own) return own.unit || undefined;
  const units = new Set(
    (DERIVED_TERMS[key] ?? []).flatMap((term) => (declarations[term] ? [declarations[term].unit] : [])),
  );
  return units.size === 1 ? [...units][0] || undefined : undefined;
}

/** The columns as the engine declared them: its label and description where it gave them, and each column's unit. */
function declared(columns: readonly ScoreColumn[], declarations: ScoreDeclarations): ScoreColumn[] {
  return columns.map((column) => {
    const own = declarations[column.key];
    const unit = declaredUnit(column.key, declarations);
    const label = own?.label ?? column.label;
    return {
      ...column,
      label,
      ...(unit ? { unit } : {}),
      ...(own?.description ? { description: own.description } : {}),
    };
  });
}

/**
 * The spec's columns a collection shows. Without declarations (older and Rosetta-style results) all
 * seven; with them, Score and only what the engine declared, so a docking collection does not show
 * five empty energy sums. Then the terms the engine gave a column of their own, in its order.
 */
function poseColumns(declarations: ScoreDeclarations): ScoreColumn[] {
  if (Object.keys(declarations).length === 0) return [...POSE_SCORE_COLUMNS];
  const named = POSE_SCORE_COLUMNS.filter(
    (column) =>
      column.key === 'score' ||
      column.key in declarations ||
      (DERIVED_TERMS[column.key] ?? []).some((term) => term in declarations),
  );
  const own = Object.entries(declarations)
    .filter(([term, declaration]) => declaration.column !== undefined && !named.some((column) => column.key === term))
    .sort(([, a], [, b]) => a.column! - b.column!)
    .map(([term, declaration]) => ({
      key: term,
      label: declaration.label ?? term,
      value: (pose: PoseSummary) => scoreTerm(pose, term),
    }));
  return [...named, ...own];
}

/** ai-folding, ai-folding-multimer, ai-folding-monomer, ai-folding-singleseq(-ref). */
export function isAiFolding(collectionType: string | null | undefined): boolean {
  return typeof collectionType === 'string' && collectionType.startsWith('ai-folding');
}

function maxIpsae(pose: PoseSummary, pair: string): number | null {
  const map = pose.score_terms?.max_ipsae;
  return map && typeof map === 'object' ? finite((map as Record<string, unknown>)[pair]) : null;
}

/** Chain combinations with a max ipSAE: the collection's list, else every key the poses carry. */
export function ipsaePairs(
  collection: { ipsae_columns?: readonly string[] | null },
  poses: readonly PoseSummary[],
): string[] {
  if (collection.ipsae_columns?.length) return [...collection.ipsae_columns];
  const pairs = new Set<string>();
  for (const pose of poses) {
    const map = pose.score_terms?.max_ipsae;
    if (map && typeof map === 'object') for (const key of Object.keys(map)) pairs.add(key);
  }
  return [...pairs].sort();
}

/**
 * The score columns of a collection: AI folding gets pLDDT, RMSD and Max ipSAE per chain pair. Units
 * and any label of its own come from the engine's declarations on the collection. A simulated
 * engine's collection names each column '(simulated)': table, CSV and plot axes say so.
 */
export function scoreColumnsFor(
  collection: {
    type?: string | null;
    ipsae_columns?: readonly string[] | null;
    engine?: string | null;
    score_declarations?: ScoreDeclarations | null;
  },
  poses: readonly PoseSummary[],
): ScoreColumn[] {
  const columns = declared(collectionColumns(collection, poses), collection.score_declarations ?? {});
  return isSimulated(collection) ? columns.map((c) => ({ ...c, label: simulatedLabel(c.label) })) : columns;
}

function collectionColumns(
  collection: {
    type?: string | null;
    ipsae_columns?: readonly string[] | null;
    score_declarations?: ScoreDeclarations | null;
  },
  poses: readonly PoseSummary[],
): ScoreColumn[] {
  if (!isAiFolding(collection.type)) return poseColumns(collection.score_declarations ?? {});
  return [
    { key: 'plddt', label: 'pLDDT', value: (pose) => scoreTerm(pose, 'plddt') },
    { key: 'rmsd', label: 'RMSD', value: (pose) => scoreTerm(pose, 'rmsd') ?? finite(pose.rms) },
    ...ipsaePairs(collection, poses).map((pair) => ({
      key: `max_ipsae.${pair}`,
      label: `Max ipSAE ${pair}`,
      value: (pose: PoseSummary) => maxIpsae(pose, pair),
    })),
  ];
}
