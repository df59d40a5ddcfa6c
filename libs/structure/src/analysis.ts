import { chainEntities, entityKind, ligandsOf } from './chainEntities.ts';
import type { Analysis, Choice, LoaderMessageCode, LoaderResidue } from './loaderTypes.ts';
import { AMINO_ACIDS, DNA, RNA } from './residueTables.ts';
import { classifyModel, oneLetter, residueName, type ResidueClass } from './residueTypes.ts';
import { RESIDUE_TYPES, type ResidueType, type Structure } from './types.ts';

export interface AnalyzeOptions {
  /** Configured whitelist; types outside it get no choices (CURRENTLY_UNSUPPORTED). All types by default. */
  allowedTypes?: readonly ResidueType[];
  /** Analysis name; the structure's id code by default. */
  name?: string;
}

export const UNSUPPORTED_WARNING = 'Currently unsupported types detected:';

/** Ligands, ions and waters start deleted (spec §4); everything else starts as itself. */
export function defaultChoice(residue: Pick<LoaderResidue, 'choices' | 'original'>): Choice | null {
  return entityKind(residue.original.type) === 'polymer' ? (residue.choices[0] ?? null) : null;
}

function parentChoice(cls: ResidueClass): Choice | null {
  if (cls.type === 'ncaa' && cls.parent in AMINO_ACIDS) return { name3: cls.parent, type: 'caa' };
  if (cls.type === 'ncdna' && cls.parent in DNA) return { name3: cls.parent, type: 'cdna' };
  if (cls.type === 'ncrna' && cls.parent in RNA) return { name3: cls.parent, type: 'crna' };
  return null;
}

/** Loader analysis of the first model: residue types, choices, defaults, messages, chains and ligands. */
export function analyzeStructure(structure: Structure, options: AnalyzeOptions = {}): Analysis {
  const whitelist = new Set(options.allowedTypes ?? RESIDUE_TYPES);
  const allowedTypes = RESIDUE_TYPES.filter((t) => whitelist.has(t));
  const model = structure.models[0];
  const classes = model ? classifyModel(structure, model) : [];
  const unsupported = new Set<string>();

  const residues: LoaderResidue[] = (model?.residues ?? []).map((r, k) => {
    const cls = classes[k]!;
    const name3 = residueName(r, cls.altLoc);
    const messages: LoaderMessageCode[] = [];
    const choices: Choice[] = [];
    if (whitelist.has(cls.type)) {
      choices.push({ name3, type: cls.type });
      const parent = parentChoice(cls);
      if (parent && whitelist.has(parent.type)) choices.push(parent);
    } else {
      messages.push('CURRENTLY_UNSUPPORTED');
      unsupported.add(`${name3} (${cls.type})`);
    }
    if (r.altLocs.length > 1) messages.push('SECONDARY_ALTLOC');
    const original = {
      pdbData: { chain: r.chain, resid: r.resid, icode: r.icode, name3, altLoc: cls.altLoc },
      type: cls.type,
    };
    return { original, choices, chosen: defaultChoice({ choices, original }), messages };
  });

  const warnings = structure.warnings.map((w) => w.message);
  if (unsupported.size > 0) warnings.push(`${UNSUPPORTED_WARNING} ${[...unsupported].join(', ')}`);
  return {
    name: options.name ?? (structure.idCode || 'structure'),
    residues,
    allowedTypes,
    errors: structure.errors.map((e) => e.message),
    warnings,
    chains: chainEntities(residues),
    ligands: ligandsOf(residues, false),
  };
}

/** One-letter sequence of each polymer chain of the first model, '/' between chains, X for unknown. */
export function sequenceOf(structure: Structure): string {
  const model = structure.models[0];
  if (!model) return '';
  const classes = classifyModel(structure, model);
  const chains: string[] = [];
  for (const chain of model.chains) {
    let sequence = '';
    for (const k of chain.residueIndices)
      sequence += oneLetter(residueName(model.residues[k]!, classes[k]!.altLoc), classes[k]!);
    if (sequence !== '') chains.push(sequence);
  }
  return chains.join('/');
}
