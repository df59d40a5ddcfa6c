import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMmcif } from '@bench/structure';
import { d0, directedIpsae, maxIpsaeByChainPair } from '../src/scoring/ipsae.ts';

const data = (name: string) => new URL(`./data/${name}`, import.meta.url);

/** A PAE matrix of chains with `sizes` residues, every value `inter` between chains and 1 within. */
function blockPae(sizes: Record<string, number>, inter: (i: number, j: number) => number) {
  const chains = Object.entries(sizes).flatMap(([chain, n]) => Array<string>(n).fill(chain));
  const pae = chains.map((a, i) => chains.map((b, j) => (a === b ? 1 : inter(i, j))));
  return { pae, chains };
}

describe('d0 of ipSAE', () => {
  it('is the TM-score d0 with n raised to at least 26 and a 1 Å floor (2 Å for nucleic acids)', () => {
    // 1.24·(100 − 15)^(1/3) − 1.8 = 1.24·4.3968 − 1.8 = 3.6520
    expect(d0(100)).toBeCloseTo(3.652, 3);
    // n = 27: 1.24·12^(1/3) − 1.8 = 1.24·2.2894 − 1.8 = 1.0389
    expect(d0(27)).toBeCloseTo(1.0389, 4);
    expect(d0(5)).toBe(1); // 1.24·11^(1/3) − 1.8 = 0.958 → floor 1
    expect(d0(5, true)).toBe(2);
  });
});

describe('ipSAE on worked examples', () => {
  it('averages 1/(1+(PAE/d0)²) over the partner residues under the cutoff, d0 from their count', () => {
    // A: 1 residue, B: 40 residues at PAE 2 Å → n = 40, d0 = 1.24·25^(1/3) − 1.8 = 1.8258,
    // score = 1 / (1 + (2 / 1.8258)²) = 1 / 2.1999 = 0.45456
    const { pae, chains } = blockPae({ A: 1, B: 40 }, () => 2);
    const [aToB] = directedIpsae(pae, chains);
    expect(aToB).toMatchObject({ aligned: 'A', scored: 'B', n0: 40, residue: 0 });
    expect(aToB!.d0).toBeCloseTo(1.8258, 4);
    expect(aToB!.ipsae).toBeCloseTo(0.45456, 4);
  });

  it('leaves out partner residues at or above the PAE cutoff, so confident contacts are not diluted', () => {
    // B: 30 residues at 3 Å and 30 at 25 Å: only the 30 count; d0 = 1.24·15^(1/3) − 1.8 = 1.2581,
    // score = 1 / (1 + (3 / 1.2581)²) = 1 / 6.6860 = 0.14957 (ipTM would average all 60)
    const { pae, chains } = blockPae({ A: 1, B: 60 }, (_i, j) => (j <= 30 ? 3 : 25));
    const aToB = directedIpsae(pae, chains, { paeCutoff: 10 }).find((d) => d.aligned === 'A')!;
    expect(aToB.n0).toBe(30);
    expect(aToB.ipsae).toBeCloseTo(0.14957, 4);
    expect(directedIpsae(pae, chains, { paeCutoff: 2 }).find((d) => d.aligned === 'A')!.ipsae).toBe(0);
  });

  it('takes the best residue of the aligned chain and the larger direction for the pair', () => {
    // A residue 0 sees B at 1 Å, residue 1 at 8 Å; B sees A at 6 Å (asymmetric PAE)
    const chains = ['A', 'A', ...Array<string>(30).fill('B')];
    const pae = chains.map((a, i) => chains.map((b) => (a === b ? 1 : a === 'A' ? (i === 0 ? 1 : 8) : 6)));
    const directed = directedIpsae(pae, chains);
    const aToB = directed.find((d) => d.aligned === 'A')!;
    const bToA = directed.find((d) => d.aligned === 'B')!;
    // A→B at residue 0: n = 30, d0 = 1.2581, 1/(1+(1/1.2581)²) = 0.61284
    expect(aToB).toMatchObject({ residue: 0 });
    expect(aToB.ipsae).toBeCloseTo(0.61284, 4);
    // B→A: n = 2 → d0 = 1, 1/(1+36) = 0.02703
    expect(bToA.ipsae).toBeCloseTo(1 / 37, 5);
    expect(maxIpsaeByChainPair(pae, chains)).toEqual({ 'A-B': aToB.ipsae });
  });

  it('gives one value per chain combination of a three-chain complex', () => {
    const { pae, chains } = blockPae({ A: 3, B: 3, C: 3 }, () => 20);
    expect(Object.keys(maxIpsaeByChainPair(pae, chains))).toEqual(['A-B', 'A-C', 'B-C']);
  });

  it('refuses a matrix that does not match the chain list', () => {
    expect(() => directedIpsae([[0, 1]], ['A', 'B'])).toThrow('The PAE matrix has 1 rows but 2 residues have chains.');
  });
});

describe("ipSAE on the paper's AlphaFold3 example (AURKA–TPX2, PAE cutoff 10 Å)", () => {
  // The PAE matrix of AlphaFold3 has one token per standard residue and one per atom of modified
  // residues and ligands; ipsae.py keeps the standard residues and the Cα token of modified ones.
  const full = JSON.parse(gunzipSync(readFileSync(data('fold_aurka_0_tpx2_0_full_data_0.json.gz'))).toString()) as {
    pae: number[][];
    token_chain_ids: string[];
  };
  const structure = parseMmcif(readFileSync(data('fold_aurka_0_tpx2_0_model_0.cif'), 'utf8'));
  const keep: boolean[] = [];
  const chains: string[] = [];
  for (const residue of structure.models[0]!.residues) {
    if (!residue.hetero) {
      keep.push(true);
      chains.push(residue.chain);
      continue;
    }
    for (let a = residue.atomStart; a < residue.atomEnd; a++) {
      const ca = structure.atoms.name[a] === 'CA';
      keep.push(ca);
      if (ca) chains.push(residue.chain);
    }
  }
  const kept = (row: number[]) => row.filter((_, j) => keep[j]);
  const pae = full.pae.filter((_, i) => keep[i]).map(kept);

  it('has the token layout ipsae.py reads', () => {
    expect(keep).toHaveLength(full.token_chain_ids.length);
    expect(chains).toHaveLength(319);
  });

  it('reproduces the published A→B, B→A and max values with their n0 and d0', () => {
    const expected = readFileSync(data('fold_aurka_0_tpx2_0_model_0_10_10.txt'), 'utf8');
    const row = (type: string, first: string) =>
      expected
        .split('\n')
        .find((l) => l.startsWith(first) && l.includes(` ${type} `))!
        .trim()
        .split(/\s+/);
    const directed = directedIpsae(pae, chains, { paeCutoff: 10 });
    for (const [aligned, scored] of [
      ['A', 'B'],
      ['B', 'A'],
    ]) {
      const published = row('asym', aligned);
      const mine = directed.find((d) => d.aligned === aligned && d.scored === scored)!;
      console.log(
        `ipSAE ${aligned}→${scored}: ${mine.ipsae.toFixed(6)} (published ${published[5]}), n0 ${mine.n0} (${published[13]}), d0 ${mine.d0.toFixed(2)} (${published[16]})`,
      );
      expect(mine.ipsae).toBeCloseTo(Number(published[5]), 5);
      expect(mine.n0).toBe(Number(published[13]));
      expect(mine.d0.toFixed(2)).toBe(published[16]);
    }
    expect(maxIpsaeByChainPair(pae, chains, { paeCutoff: 10 })['A-B']).toBeCloseTo(Number(row('max', 'A')[5]), 5);
  });
});
