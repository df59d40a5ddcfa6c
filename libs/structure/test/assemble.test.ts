import { describe, expect, it } from 'vitest';
import { analyzeStructure } from '../src/analysis.ts';
import { assemblePdb } from '../src/assemble.ts';
import { parsePdb } from '../src/pdbParser.ts';
import type { Structure } from '../src/types.ts';
import { load } from './fixtures.ts';

function atomsOf(s: Structure): string[] {
  const a = s.atoms;
  const out: string[] = [];
  for (const r of s.models[0]!.residues) {
    for (let i = r.atomStart; i < r.atomEnd; i++) {
      out.push(
        `${r.chain}|${r.resid}${r.icode}|${r.name3}|${a.name[i]}|${a.element[i]}|${a.x[i]!.toFixed(3)},${a.y[i]!.toFixed(3)},${a.z[i]!.toFixed(3)}|${a.occupancy[i]!.toFixed(2)}|${a.b[i]!.toFixed(2)}`,
      );
    }
  }
  return out;
}

describe('assemblePdb', () => {
  it('round trip: the assembled 1crn reads back with the same residues and atoms', () => {
    const { structure, analysis } = load('pdb/1crn.pdb');
    const text = assemblePdb(structure, analysis.residues);
    const again = parsePdb(text);
    expect(again.errors).toEqual([]);
    expect(again.warnings).toEqual([]);
    expect(atomsOf(again)).toEqual(atomsOf(structure));
    expect(analyzeStructure(again).residues.map((r) => r.original)).toEqual(analysis.residues.map((r) => r.original));
    expect(text.trimEnd().endsWith('END')).toBe(true);
    for (const line of text.split('\n').filter((l) => l.startsWith('ATOM'))) expect(line).toHaveLength(80);
  });

  it('1orc: only chosen residues (waters deleted), one conformer, insertion codes kept, TER then END', () => {
    const { structure, analysis } = load('pdb/1orc.pdb');
    const text = assemblePdb(structure, analysis.residues);
    const again = parsePdb(text);
    expect(again.errors).toEqual([]);
    const back = analyzeStructure(again).residues;
    expect(back.map((r) => r.original.type).every((t) => t === 'caa')).toBe(true);
    expect(back.map((r) => `${r.original.pdbData.resid}${r.original.pdbData.icode}`)).toContain('56C');
    expect(back.every((r) => r.original.pdbData.altLoc === '' && r.messages.length === 0)).toBe(true);
    const lines = text.trimEnd().split('\n');
    expect(lines.at(-2)).toMatch(/^TER {3}\s*\d+ {6}\w{3} A\s*\d+/);
    expect(lines.at(-1)!.trim()).toBe('END');
  });

  it('ligands with blank or shared chains come after TER; 4hhb with HEMs undeleted round-trips', () => {
    const { structure, analysis } = load('pdb/4hhb.pdb');
    const idx = analysis.residues.flatMap((r, i) => (r.original.type === 'ligand' ? [i] : []));
    const residues = analysis.residues.map((r, i) => (idx.includes(i) ? { ...r, chosen: r.choices[0]! } : r));
    const again = parsePdb(assemblePdb(structure, residues));
    expect(again.errors).toEqual([]);
    const back = analyzeStructure(again);
    expect(back.ligands.map((l) => `${l.name}@${l.id}`)).toEqual(analysis.ligands.map((l) => `${l.name}@${l.id}`));
    const hemFe = atomsOf(again).filter((a) => a.includes('|HEM|FE|'));
    expect(hemFe).toHaveLength(4);
  });

  it('MSE converted to MET: renamed, SE becomes SD (sulfur), written as ATOM', () => {
    const { structure, analysis } = load('pdb/1a8o.pdb');
    const i = analysis.residues.findIndex((r) => r.original.pdbData.name3 === 'MSE');
    const toMet = { name3: 'MET', type: 'caa' } as const;
    expect(analysis.residues[i]!.choices).toContainEqual(toMet);
    const text = assemblePdb(
      structure,
      analysis.residues.map((r, k) => (k === i ? { ...r, chosen: toMet } : r)),
    );
    const met = text.split('\n').filter((l) => l.substring(17, 26) === 'MET A 151');
    expect(met.map((l) => l.substring(12, 16).trim())).toEqual(['N', 'CA', 'C', 'O', 'CB', 'CG', 'SD', 'CE']);
    expect(met.every((l) => l.startsWith('ATOM  '))).toBe(true);
    expect(met[6]!.substring(76, 78).trim()).toBe('S');
    const back = analyzeStructure(parsePdb(text)).residues;
    expect(back.find((r) => r.original.pdbData.resid === 151)!.original.type).toBe('caa');
    expect(back.find((r) => r.original.pdbData.resid === 185)!.original.type).toBe('ncaa');
  });

  it('refuses a residue list that does not belong to the structure', () => {
    const { structure, analysis } = load('pdb/1crn.pdb');
    expect(() => assemblePdb(structure, analysis.residues.slice(1))).toThrow(/46 residues/);
  });
});
