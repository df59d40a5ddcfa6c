import type { AtomTable, Chain, Model, ModifiedResidue, ParseError, Residue, Structure } from './types.ts';

function createAtomTable(capacity: number): AtomTable {
  return {
    count: 0,
    serial: new Int32Array(capacity),
    name: [],
    altLoc: [],
    element: [],
    charge: [],
    x: new Float64Array(capacity),
    y: new Float64Array(capacity),
    z: new Float64Array(capacity),
    occupancy: new Float64Array(capacity),
    b: new Float64Array(capacity),
    line: new Int32Array(capacity),
  };
}

function grow<T extends Int32Array | Float64Array>(array: T, size: number): T {
  const next = new (array.constructor as new (n: number) => T)(size);
  next.set(array);
  return next;
}

function residueLabel(r: Residue): string {
  return `${r.name3} ${r.chain || '_'} ${r.resid}${r.icode}`;
}

/**
 * Collects atoms record by record (from either parser) into models, residues and chains, and
 * records the structural oddities a parser cannot see on one line: duplicate atoms, residues that
 * change name or reappear, atoms outside MODEL blocks, and models with differing atom counts.
 */
export class StructureBuilder {
  readonly atoms: AtomTable;
  readonly errors: ParseError[] = [];
  readonly warnings: ParseError[] = [];
  readonly seqres = new Map<string, string[]>();
  readonly modres: ModifiedResidue[] = [];
  idCode = '';
  title = '';
  private models: Model[] = [];
  private current: Model | null = null;
  private residue: Residue | null = null;
  private residueKeys = new Map<string, number>();

  constructor(capacityHint = 1024) {
    this.atoms = createAtomTable(Math.max(16, capacityHint));
  }

  startModel(number: number): void {
    this.closeResidue();
    this.current = { number, residues: [], chains: [] };
    this.models.push(this.current);
    this.residueKeys = new Map();
  }

  endModel(): void {
    this.closeResidue();
    this.current = null;
  }

  get modelCount(): number {
    return this.models.length;
  }

  get inModel(): boolean {
    return this.current !== null;
  }

  /** Atoms that arrive outside any model join the last model (or a new model 1). */
  private ensureModel(line: number): Model {
    if (this.current) return this.current;
    const last = this.models[this.models.length - 1];
    if (!last) {
      this.startModel(1);
      return this.current!;
    }
    this.warnings.push({
      line,
      message: `line ${line}: atom record outside MODEL/ENDMDL; added to model ${last.number}`,
    });
    this.current = last;
    return last;
  }

  private closeResidue(): void {
    if (this.residue) this.residue.atomEnd = this.atoms.count;
    this.residue = null;
  }

  addAtom(
    line: number,
    hetero: boolean,
    serial: number,
    name: string,
    altLoc: string,
    name3: string,
    chain: string,
    resid: number,
    icode: string,
    x: number,
    y: number,
    z: number,
    occupancy: number,
    b: number,
    element: string,
    charge: string,
  ): void {
    const model = this.ensureModel(line);
    let residue = this.residue;
    if (!residue || residue.chain !== chain || residue.resid !== resid || residue.icode !== icode) {
      residue = this.openResidue(model, line, chain, resid, icode, name3);
    } else if (residue.name3 !== name3 && residue.altNames?.[altLoc] !== name3) {
      if (altLoc !== '' && residue.altLocs.length > 0 && !residue.altLocs.includes(altLoc)) {
        // Microheterogeneity: another residue type modelled as an alternate location.
        if (!residue.altNames)
          this.warnings.push({
            line,
            message: `line ${line}: residue ${residue.chain || '_'} ${resid}${icode} is ${residue.name3} (altLoc ${residue.altLocs.join('/')}) or ${name3} (altLoc ${altLoc}); the conformer kept decides the name`,
          });
        (residue.altNames ??= {})[altLoc] = name3;
      } else {
        residue = this.openResidue(model, line, chain, resid, icode, name3);
      }
    }
    const atoms = this.atoms;
    const i = atoms.count;
    for (let j = residue.atomStart; j < i; j++) {
      if (atoms.name[j] !== name) continue;
      if (atoms.altLoc[j] === altLoc) {
        this.warnings.push({
          line,
          message: `line ${line}: duplicate atom ${name}${altLoc ? ` (altLoc ${altLoc})` : ''} in ${residueLabel(residue)} (first at line ${atoms.line[j]})`,
        });
        break;
      }
      if (atoms.altLoc[j] === '' || altLoc === '') {
        this.warnings.push({
          line,
          message: `line ${line}: atom ${name} of ${residueLabel(residue)} is given both with and without an altLoc`,
        });
        break;
      }
    }
    if (i === atoms.serial.length) this.growAtoms(i * 2);
    atoms.serial[i] = serial;
    atoms.name.push(name);
    atoms.altLoc.push(altLoc);
    atoms.element.push(element);
    atoms.charge.push(charge);
    atoms.x[i] = x;
    atoms.y[i] = y;
    atoms.z[i] = z;
    atoms.occupancy[i] = occupancy;
    atoms.b[i] = b;
    atoms.line[i] = line;
    atoms.count = i + 1;
    if (hetero) residue.hetero = true;
    if (altLoc !== '' && !residue.altLocs.includes(altLoc)) residue.altLocs.push(altLoc);
  }

  private openResidue(model: Model, line: number, chain: string, resid: number, icode: string, name3: string): Residue {
    const previous = this.residue;
    this.closeResidue();
    const key = `${chain}\u0000${resid}\u0000${icode}`;
    const label = `${chain || '_'} ${resid}${icode}`;
    if (previous && previous.chain === chain && previous.resid === resid && previous.icode === icode) {
      this.warnings.push({
        line,
        message: `line ${line}: residue ${label} changes name from ${previous.name3} to ${name3}; kept as a separate residue`,
      });
    } else if (this.residueKeys.has(key)) {
      const earlier = model.residues[this.residueKeys.get(key)!]!;
      this.warnings.push({
        line,
        message: `line ${line}: residue ${name3} ${label} appears again after other residues (first at line ${this.atoms.line[earlier.atomStart]}); kept as a separate residue`,
      });
    }
    const residue: Residue = {
      chain,
      resid,
      icode,
      name3,
      hetero: false,
      altLocs: [],
      atomStart: this.atoms.count,
      atomEnd: this.atoms.count,
    };
    this.residueKeys.set(key, model.residues.length);
    model.residues.push(residue);
    this.residue = residue;
    return residue;
  }

  private growAtoms(size: number): void {
    const a = this.atoms;
    a.serial = grow(a.serial, size);
    a.x = grow(a.x, size);
    a.y = grow(a.y, size);
    a.z = grow(a.z, size);
    a.occupancy = grow(a.occupancy, size);
    a.b = grow(a.b, size);
    a.line = grow(a.line, size);
  }

  finish(format: Structure['format']): Structure {
    this.closeResidue();
    const models = this.models.filter((m) => m.residues.length > 0);
    for (const model of models) model.chains = groupChains(model.residues);
    this.checkModelSizes(models);
    if (this.atoms.count === 0) this.errors.push({ line: 0, message: 'No atoms found' });
    return {
      format,
      idCode: this.idCode,
      title: this.title,
      models,
      atoms: this.atoms,
      seqres: this.seqres,
      modres: this.modres,
      errors: this.errors,
      warnings: this.warnings,
    };
  }

  /** Models of an ensemble hold the same atoms; a smaller model was cut short. */
  private checkModelSizes(models: Model[]): void {
    if (models.length < 2) return;
    const sizes = models.map(modelAtomCount);
    const largest = Math.max(...sizes);
    const biggest = models[sizes.indexOf(largest)]!;
    models.forEach((model, k) => {
      if (sizes[k] === largest) return;
      const lastResidue = model.residues[model.residues.length - 1]!;
      const line = this.atoms.line[lastResidue.atomEnd - 1]!;
      const message = `line ${line}: model ${model.number} has ${sizes[k]} atoms but model ${biggest.number} has ${largest}; model ${model.number} looks truncated after ${residueLabel(lastResidue)}`;
      // The first model is the one analysed, so a short first model is an error; later ones only warn.
      (k === 0 ? this.errors : this.warnings).push({ line, message });
    });
  }
}

function modelAtomCount(model: Model): number {
  let n = 0;
  for (const r of model.residues) n += r.atomEnd - r.atomStart;
  return n;
}

function groupChains(residues: Residue[]): Chain[] {
  const byId = new Map<string, Chain>();
  residues.forEach((r, index) => {
    let chain = byId.get(r.chain);
    if (!chain) {
      chain = { id: r.chain, residueIndices: [] };
      byId.set(r.chain, chain);
    }
    chain.residueIndices.push(index);
  });
  return [...byId.values()];
}
