/**
 * An editable copy of a source structure for the simulated engine: the first model, one conformer
 * per residue, residues numbered by their 1-based position along the pose sequence (the numbering
 * selectors and mutation tables use). Written back as PDB text with the sdk's PDB writer.
 */
import {
  classifyModel,
  formatAtom,
  formatTer,
  oneLetter,
  parseStructure,
  residueName,
  sequenceOf,
  type AtomRecord,
  type ResidueType,
} from '@bench/structure';

export interface PoseResidue {
  chain: string;
  resid: number;
  icode: string;
  name3: string;
  type: ResidueType;
  /** one-letter code ('' for ligands, ions and water) */
  letter: string;
  /** 1-based position along the pose sequence; null for residues outside the sequence */
  position: number | null;
  atoms: AtomRecord[];
}

export interface SimPose {
  residues: PoseResidue[];
  /** one-letter sequence, '/' between chains (as `sequenceOf` gives it) */
  sequence: string;
}

const POLYMER: ReadonlySet<ResidueType> = new Set(['caa', 'ncaa', 'cdna', 'ncdna', 'crna', 'ncrna']);

/** Reads a PDB or mmCIF text; throws with the parser's first error when the text is unusable. */
export function readPose(text: string): SimPose {
  const structure = parseStructure(text);
  const model = structure.models[0];
  if (!model || structure.errors.length)
    throw new Error(`cannot read the source structure: ${structure.errors[0]?.message ?? 'no atoms'}`);
  const classes = classifyModel(structure, model);
  const a = structure.atoms;
  const residues: PoseResidue[] = [];
  let position = 0;
  for (const chain of model.chains) {
    for (const k of chain.residueIndices) {
      const r = model.residues[k]!;
      const cls = classes[k]!;
      const name3 = residueName(r, cls.altLoc);
      const letter = oneLetter(name3, cls);
      const atoms: AtomRecord[] = [];
      for (let i = r.atomStart; i < r.atomEnd; i++) {
        if (a.altLoc[i] !== '' && a.altLoc[i] !== cls.altLoc) continue;
        atoms.push({
          hetero: r.hetero,
          serial: 0,
          name: a.name[i]!,
          altLoc: '',
          name3,
          chain: r.chain,
          resid: r.resid,
          icode: r.icode,
          x: a.x[i]!,
          y: a.y[i]!,
          z: a.z[i]!,
          occupancy: a.occupancy[i]!,
          b: a.b[i]!,
          element: a.element[i]!,
          charge: a.charge[i]!,
        });
      }
      residues.push({
        chain: r.chain,
        resid: r.resid,
        icode: r.icode,
        name3,
        type: cls.type,
        letter,
        position: letter ? ++position : null,
        atoms,
      });
    }
  }
  return { residues, sequence: sequenceOf(structure) };
}

/** The residue at a 1-based sequence position. */
export function residueAt(pose: SimPose, position: number): PoseResidue | undefined {
  return pose.residues.find((r) => r.position === position);
}

/** A deep copy whose atoms can be moved without touching the original. */
export function clonePose(pose: SimPose): SimPose {
  return {
    sequence: pose.sequence,
    residues: pose.residues.map((r) => ({ ...r, atoms: r.atoms.map((atom) => ({ ...atom })) })),
  };
}

/** One-letter sequence from the residues ('/' between polymer chains). */
export function poseSequence(pose: SimPose): string {
  const chains = new Map<string, string>();
  for (const r of pose.residues) if (r.position !== null) chains.set(r.chain, (chains.get(r.chain) ?? '') + r.letter);
  return [...chains.values()].join('/');
}

/**
 * PDB text: REMARK lines first (e.g. that the pose is simulated), atoms renumbered from 1, TER
 * after each polymer chain, END.
 */
export function writePose(pose: SimPose, remarks: readonly string[] = []): string {
  const lines = remarks.map((r) => `REMARK 250 ${r}`.padEnd(80, ' ').slice(0, 80));
  let serial = 0;
  let open: PoseResidue | null = null;
  const close = (): void => {
    if (open) lines.push(formatTer(++serial, open.name3, open.chain, open.resid, open.icode));
    open = null;
  };
  for (const r of pose.residues) {
    const polymer = POLYMER.has(r.type);
    if (open && (!polymer || open.chain !== r.chain)) close();
    for (const atom of r.atoms) lines.push(formatAtom({ ...atom, serial: ++serial, name3: r.name3 }));
    if (polymer) open = r;
  }
  close();
  lines.push('END');
  return `${lines.join('\n')}\n`;
}
