/**
 * The real full-length antibody engine (BLAST+ and ProMod3) on the 1A0Q Fab (chains L and H): the
 * heavy chain is 1A0Q's deposited Fd (SEQRES: VH-CH1) followed by human IgG1's hinge, CH2 and CH3
 * (UniProt P01857), so the Fab template leaves the Fc uncovered; the light chain is 1A0Q's SEQRES.
 * The benchmark models the same chains on another antibody, the intact human IgG1 b12 (1HZH).
 */
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '@bench/fixtures';
import { parsePdb } from '@bench/structure';
import { buildComplexModel, type ComplexInput } from '../src/homology/index.ts';
import { caRmsdToReferences, referenceChainOnSeqres, type ReferenceChain } from '../src/scoring/modelRmsd.ts';
import { fullLengthHeavy } from './data/ighg1.ts';
import { hmTestSetup } from './hmTestSetup.ts';

const MINUTE = 60_000;
const FAB = readFileSync(fixturePath('pdb', '1a0q.pdb'), 'utf8');
const IGG_B12 = gunzipSync(readFileSync(join(import.meta.dirname, 'data', '1hzh.pdb.gz'))).toString('utf8');
const reference = { H: referenceChainOnSeqres(FAB, 'H'), L: referenceChainOnSeqres(FAB, 'L') };
const observed = (chain: 'H' | 'L') => reference[chain].ca.filter(Boolean).length;
const HEAVY = fullLengthHeavy(reference.H.sequence);
const LIGHT = reference.L.sequence;
const METHOD = 'full-length antibody homology modelling';
const chains = (heavy: string, light: string): ComplexInput['chains'] => [
  { id: 'H', label: 'Heavy chain', sequence: heavy },
  { id: 'L', label: 'Light chain', sequence: light },
];
const atomLines = (pdb: string, keep: (line: string) => boolean) =>
  `${pdb
    .split('\n')
    .filter((l) => /^(ATOM|HETATM)/.test(l) && keep(l))
    .join('\n')}\nEND\n`;
const chainOnly = (pdb: string, chain: string) => atomLines(pdb, (l) => l[21] === chain);
/** The chain moved `dx` Å along x: the same molecule, no longer touching the rest. */
const shifted = (line: string, dx: number) =>
  line.slice(0, 30) + (Number(line.slice(30, 38)) + dx).toFixed(3).padStart(8) + line.slice(38);

/** The reference cut to its first `length` residues (the variable domain), nothing after. */
const upTo = (chain: ReferenceChain, length: number): ReferenceChain => ({
  ...chain,
  ca: chain.ca.map((p, i) => (i < length ? p : null)),
});
/** The variable domains end with the J segment's 'TVSS' (heavy) and 'EIK' (light). */
const FV = {
  H: upTo(reference.H, reference.H.sequence.indexOf('TVSS') + 4),
  L: upTo(reference.L, reference.L.sequence.indexOf('EIK') + 3),
};

/** Cα RMSD to 1A0Q over the model's residues observed in the crystal (Fab, and Fv alone), printed with the template. */
function rmsdReport(pdb: string, label: string) {
  const rmsd = caRmsdToReferences(pdb, reference);
  const fv = caRmsdToReferences(pdb, FV);
  const bonds = peptideBonds(pdb);
  console.log(
    `${label}: Cα RMSD to 1A0Q ${rmsd.rmsd.toFixed(2)} Å over ${rmsd.residues} residues (H ${rmsd.byChain.H}, L ${rmsd.byChain.L}); ` +
      `Fv alone ${fv.rmsd.toFixed(2)} Å over ${fv.residues}; peptide C–N ${Math.min(...bonds).toFixed(2)}–${Math.max(...bonds).toFixed(2)} Å over ${bonds.length} bonds`,
  );
  return { ...rmsd, fv: fv.rmsd, bonds };
}

/** Every peptide C–N bond of the model: consecutive residue numbers of one chain. */
function peptideBonds(pdb: string): number[] {
  const structure = parsePdb(pdb);
  const model = structure.models[0]!;
  const { atoms } = structure;
  const at = (k: number, name: string) => {
    const residue = model.residues[k]!;
    for (let a = residue.atomStart; a < residue.atomEnd; a++)
      if (atoms.name[a] === name) return [atoms.x[a]!, atoms.y[a]!, atoms.z[a]!];
    return null;
  };
  const bonds: number[] = [];
  for (const chain of model.chains) {
    chain.residueIndices.slice(1).forEach((k, i) => {
      const before = chain.residueIndices[i]!;
      if (model.residues[k]!.resid !== model.residues[before]!.resid + 1) return;
      const c = at(before, 'C');
      const n = at(k, 'N');
      if (c && n) bonds.push(Math.hypot(c[0]! - n[0]!, c[1]! - n[1]!, c[2]! - n[2]!));
    });
  }
  return bonds;
}

const { skip, settings, projectOnly, scratch } = await hmTestSetup('full-length antibody engine tests');

describe.skipIf(skip)('full-length antibody homology modelling with ProMod3', () => {
  it(
    'models heavy and light chain together on the project Fab 1A0Q: chains H and L, the Fc left out with a warning',
    async () => {
      const steps: string[] = [];
      const result = await buildComplexModel(
        { chains: chains(HEAVY, LIGHT), method: METHOD, templates: [{ id: 'pose-1a0q', name: '1A0Q', pdb: FAB }] },
        { settings, progress: (step) => steps.push(step) },
      );
      expect(result.model).not.toBeNull();
      expect(result.structure).toBe('1A0Q');
      // BLAST counts the crystal's missing loops as gaps: identity 94.9 % over the heavy alignment
      expect(result.templates).toEqual([
        expect.objectContaining({
          chain: 'H',
          tag: '1A0Q.H',
          source: 'project',
          template_id: 'pose-1a0q',
          identity: expect.closeTo(94.9, 1),
        }),
        expect.objectContaining({
          chain: 'L',
          tag: '1A0Q.L',
          source: 'project',
          identity: 100,
          coverage: expect.closeTo(211 / 212, 3),
        }),
      ]);
      // the crystal lacks heavy 1, 98–100A and 127–133 and light 1: the termini stay out, the loops are built
      expect(result.errors_and_warnings).toEqual({
        message_1: `Heavy chain residues 1 and ${reference.H.sequence.length + 1}–${HEAVY.length} have no template coverage and were not modelled.`,
        message_2: 'Light chain residue 1 has no template coverage and was not modelled.',
      });
      // the quality estimate covers both chains' modelled residues
      const quality = result.model!.quality!;
      expect(new Set(quality.residues.map((r) => r.chain))).toEqual(new Set(['H', 'L']));
      expect(quality.residues.map((r) => r.code).join('')).toBe(result.model!.sequence.replace('/', ''));
      expect(quality.global).toBeLessThan(0);
      const [heavy, light] = result.alignments;
      expect(heavy).toMatchObject({ target_tag: '1A0Q.H', query_start: 2, target_start: 1, p_correct: 1 });
      expect(heavy!.query_aln_seq.replaceAll('-', '')).toBe(reference.H.sequence.slice(1));
      expect(light).toMatchObject({
        target_tag: '1A0Q.L',
        query_start: 2,
        query_aln_seq: LIGHT.slice(1),
        target_start: 1,
        p_correct: 1,
      });
      expect(steps).toEqual(
        expect.arrayContaining([
          'Searching templates of the heavy chain with BLAST',
          'Searching templates of the light chain with BLAST',
          "Pairing the chains' hits on one template structure",
          'Building the model on 1A0Q with ProMod3',
          'Writing the model',
        ]),
      );

      const model = result.model!;
      expect(parsePdb(model.pdb).models[0]!.chains.map((c) => c.id)).toEqual(['H', 'L']);
      expect(model.sequence).toBe(`${reference.H.sequence.slice(1)}/${LIGHT.slice(1)}`);
      const { rmsd, byChain, bonds } = rmsdReport(model.pdb, '1A0Q on its own entry (project)');
      expect(byChain).toEqual({ H: observed('H'), L: observed('L') });
      expect(rmsd).toBeLessThan(0.5);
      expect(bonds.length).toBe(reference.H.sequence.length - 1 + LIGHT.length - 1 - 2);
      expect(Math.min(...bonds)).toBeGreaterThan(1.2);
      expect(Math.max(...bonds)).toBeLessThan(1.5);
    },
    2 * MINUTE,
  );

  it(
    'benchmark: models 1A0Q, Fc included, on another antibody, the intact human IgG1 b12 (1HZH), pairing the chains that touch',
    async () => {
      const result = await buildComplexModel(
        { chains: chains(HEAVY, LIGHT), method: METHOD, templates: [{ name: '1HZH', pdb: IGG_B12 }] },
        { settings: projectOnly },
      );
      expect(result.model).not.toBeNull();
      const [h, l] = result.templates;
      expect(result.structure).toBe('1HZH');
      // 1HZH holds two heavy (H, K) and two light chains (L, M); H pairs with L in the crystal
      expect([h!.tag, l!.tag]).toEqual(['1HZH.H', '1HZH.L']);
      const { rmsd, fv, residues, byChain, bonds } = rmsdReport(
        result.model!.pdb,
        `1A0Q on 1HZH (H ${h!.identity.toFixed(1)} % identity, coverage ${(100 * h!.coverage).toFixed(0)} %; L ${l!.identity.toFixed(1)} %, coverage ${(100 * l!.coverage).toFixed(0)} %)`,
      );
      expect(result.model!.residues).toBe(HEAVY.length + LIGHT.length);
      expect(result.errors_and_warnings).toEqual({});
      expect(residues).toBe(observed('H') + observed('L'));
      expect(byChain).toEqual({ H: observed('H'), L: observed('L') });
      expect(rmsd).toBeLessThan(6);
      expect(fv).toBeLessThan(3);
      expect(Math.max(...bonds)).toBeLessThan(1.5);
    },
    2 * MINUTE,
  );

  it(
    "pairs the chains of a site library's structure file too",
    async () => {
      const site = mkdtempSync(join(tmpdir(), 'bench-hm-site-fab-'));
      const dataDir = mkdtempSync(join(tmpdir(), 'bench-hm-site-fab-cache-'));
      scratch.push(site, dataDir);
      copyFileSync(fixturePath('pdb', '1a0q.pdb'), join(site, '1a0q.pdb'));
      copyFileSync(fixturePath('pdb', '4hhb.pdb'), join(site, '4hhb.pdb'));
      const result = await buildComplexModel(
        { chains: chains(HEAVY, LIGHT), method: METHOD },
        { settings: { ...settings, dataDir, siteLibraryDir: site } },
      );
      expect(result.searched).toEqual({ site: 6 });
      expect(result.templates.map((t) => [t.chain, t.tag, t.source])).toEqual([
        ['H', '1a0q.H', 'site'],
        ['L', '1a0q.L', 'site'],
      ]);
      expect(caRmsdToReferences(result.model!.pdb, reference).rmsd).toBeLessThan(0.5);
    },
    MINUTE,
  );

  it(
    'fails with a message when no structure holds both chains, or only holds them apart',
    async () => {
      const separate = await buildComplexModel(
        {
          chains: chains(HEAVY, LIGHT),
          method: METHOD,
          templates: [
            { name: 'heavy only', pdb: chainOnly(FAB, 'H') },
            { name: 'light only', pdb: chainOnly(FAB, 'L') },
          ],
        },
        { settings: projectOnly },
      );
      expect(separate.model).toBeNull();
      expect(separate.errors_and_warnings.message).toBe(
        'No template holds both chains: no project or site structure has BLAST hits (E-value at most 0.001) of both chains on different chains in contact (2 chains searched; chains hit: heavy chain 2, light chain 2).',
      );
      const apart = atomLines(FAB, (l) => l[21] === 'H' || l[21] === 'L')
        .split('\n')
        .map((l) => (l[21] === 'L' ? shifted(l, 120) : l))
        .join('\n');
      const result = await buildComplexModel(
        { chains: chains(HEAVY, LIGHT), method: METHOD, templates: [{ name: 'apart', pdb: apart }] },
        { settings: projectOnly },
      );
      expect(result.model).toBeNull();
      expect(String(result.errors_and_warnings.message)).toMatch(/^No template holds both chains/);
      const nothing = await buildComplexModel({ chains: chains(HEAVY, LIGHT), method: METHOD }, { settings });
      expect(nothing.errors_and_warnings.message).toBe(
        'No template source to search: select a project structure that holds the chains together, or configure a site library (the ProMod3 library keeps each chain apart and cannot template a complex).',
      );
    },
    MINUTE,
  );

  it(
    "refuses a chain outside 10–2000 residues in the model's words",
    async () => {
      const result = await buildComplexModel(
        { chains: chains(HEAVY, 'DIQ'), method: METHOD },
        { settings: projectOnly },
      );
      expect(result.errors_and_warnings.message).toBe(
        'Light chain: Input sequence length 3 is outside the range 10 to 2000 residues that full-length antibody homology modelling accepts.',
      );
    },
    MINUTE,
  );
});
