import { readCif, type CifCategory } from './cifTokenizer.ts';
import { inferElementFromName, isElement } from './elements.ts';
import { StructureBuilder } from './structureBuilder.ts';
import type { Structure } from './types.ts';

type Column = (row: number) => string | null;

function column(cat: CifCategory, ...names: string[]): Column | null {
  for (const name of names) {
    const k = cat.fields.indexOf(name);
    if (k !== -1) {
      const width = cat.fields.length;
      return (row) => cat.values[row * width + k]!;
    }
  }
  return null;
}

function first(cat: CifCategory | undefined, field: string): string {
  if (!cat) return '';
  const k = cat.fields.indexOf(field);
  return k === -1 ? '' : (cat.values[k] ?? '');
}

function rowCount(cat: CifCategory): number {
  return cat.values.length / cat.fields.length;
}

function chargeText(value: string | null): string {
  const n = value === null ? 0 : Number(value);
  if (!Number.isInteger(n) || n === 0) return '';
  return n > 0 ? `${n}+` : `${-n}-`;
}

/**
 * mmCIF reader for _atom_site. Residues are keyed by the author fields (auth_asym_id, auth_seq_id,
 * pdbx_PDB_ins_code) so they match the PDB-format file of the same entry and what users see.
 */
export function parseMmcif(text: string): Structure {
  const block = readCif(text);
  const builder = new StructureBuilder();
  builder.errors.push(...block.errors);
  const cats = block.categories;
  builder.idCode = first(cats.get('_entry'), 'id');
  builder.title = first(cats.get('_struct'), 'title').trim();
  readModres(builder, cats.get('_pdbx_struct_mod_residue'));
  readSequences(builder, cats.get('_entity_poly'), cats.get('_entity_poly_seq'));

  const site = cats.get('_atom_site');
  if (site) readAtomSite(builder, site);
  builder.errors.sort((a, b) => a.line - b.line);
  return builder.finish('mmcif');
}

function readAtomSite(builder: StructureBuilder, site: CifCategory): void {
  const x = column(site, 'Cartn_x');
  const y = column(site, 'Cartn_y');
  const z = column(site, 'Cartn_z');
  const atomName = column(site, 'auth_atom_id', 'label_atom_id');
  const comp = column(site, 'auth_comp_id', 'label_comp_id');
  const seq = column(site, 'auth_seq_id', 'label_seq_id');
  const headerLine = site.rowLines[0] ?? 0;
  for (const [col, name] of [
    [x, 'Cartn_x'],
    [y, 'Cartn_y'],
    [z, 'Cartn_z'],
    [atomName, 'label_atom_id'],
    [comp, 'label_comp_id'],
    [seq, 'auth_seq_id'],
  ] as const) {
    if (!col) {
      builder.errors.push({ line: headerLine, message: `line ${headerLine}: _atom_site has no ${name} column` });
      return;
    }
  }
  const group = column(site, 'group_PDB');
  const id = column(site, 'id');
  const alt = column(site, 'label_alt_id');
  const asym = column(site, 'auth_asym_id', 'label_asym_id');
  const icode = column(site, 'pdbx_PDB_ins_code');
  const occ = column(site, 'occupancy');
  const bIso = column(site, 'B_iso_or_equiv');
  const typeSymbol = column(site, 'type_symbol');
  const charge = column(site, 'pdbx_formal_charge');
  const modelNum = column(site, 'pdbx_PDB_model_num');
  let model = NaN;
  const rows = rowCount(site);
  for (let r = 0; r < rows; r++) {
    const line = site.rowLines[r]!;
    const cx = Number(x!(r) ?? NaN);
    const cy = Number(y!(r) ?? NaN);
    const cz = Number(z!(r) ?? NaN);
    if (Number.isNaN(cx) || Number.isNaN(cy) || Number.isNaN(cz)) {
      const bad = Number.isNaN(cx) ? x!(r) : Number.isNaN(cy) ? y!(r) : z!(r);
      builder.errors.push({ line, message: `line ${line}: coordinate '${bad ?? '?'}' is not a number` });
      continue;
    }
    const resid = Number(seq!(r) ?? NaN);
    if (!Number.isInteger(resid)) {
      builder.errors.push({ line, message: `line ${line}: residue number '${seq!(r) ?? '?'}' is not a number` });
      continue;
    }
    const m = modelNum ? Number(modelNum(r) ?? 1) : 1;
    if (m !== model) {
      model = m;
      builder.startModel(m);
    }
    const name = atomName!(r) ?? '';
    const name3 = comp!(r) ?? '';
    let element = (typeSymbol?.(r) ?? '').toUpperCase();
    if (!isElement(element)) element = inferElementFromName(name, name3);
    const occupancy = occ ? Number(occ(r) ?? 1) : 1;
    const b = bIso ? Number(bIso(r) ?? 0) : 0;
    builder.addAtom(
      line,
      group?.(r) === 'HETATM',
      Number(id?.(r) ?? r + 1) || r + 1,
      name,
      alt?.(r) ?? '',
      name3,
      asym?.(r) ?? '',
      resid,
      icode?.(r) ?? '',
      cx,
      cy,
      cz,
      Number.isNaN(occupancy) ? 1 : occupancy,
      Number.isNaN(b) ? 0 : b,
      element,
      chargeText(charge?.(r) ?? null),
    );
  }
}

function readModres(builder: StructureBuilder, cat: CifCategory | undefined): void {
  if (!cat) return;
  const name = column(cat, 'auth_comp_id', 'label_comp_id');
  const chain = column(cat, 'auth_asym_id', 'label_asym_id');
  const seq = column(cat, 'auth_seq_id', 'label_seq_id');
  const icode = column(cat, 'PDB_ins_code');
  const parent = column(cat, 'parent_comp_id');
  for (let r = 0; r < rowCount(cat); r++) {
    builder.modres.push({
      name3: name?.(r) ?? '',
      chain: chain?.(r) ?? '',
      resid: Number(seq?.(r) ?? NaN),
      icode: icode?.(r) ?? '',
      parent: parent?.(r) ?? '',
    });
  }
}

/** SEQRES equivalent: _entity_poly_seq per entity, mapped to chains by _entity_poly.pdbx_strand_id. */
function readSequences(builder: StructureBuilder, poly: CifCategory | undefined, seq: CifCategory | undefined): void {
  if (!poly || !seq) return;
  const entity = column(poly, 'entity_id');
  const strands = column(poly, 'pdbx_strand_id');
  const seqEntity = column(seq, 'entity_id');
  const monomer = column(seq, 'mon_id');
  if (!entity || !strands || !seqEntity || !monomer) return;
  const byEntity = new Map<string, string[]>();
  for (let r = 0; r < rowCount(seq); r++) {
    const e = seqEntity(r) ?? '';
    let names = byEntity.get(e);
    if (!names) byEntity.set(e, (names = []));
    names.push(monomer(r) ?? 'UNK');
  }
  for (let r = 0; r < rowCount(poly); r++) {
    const names = byEntity.get(entity(r) ?? '') ?? [];
    for (const chain of (strands(r) ?? '').split(',')) builder.seqres.set(chain.trim(), names);
  }
}
