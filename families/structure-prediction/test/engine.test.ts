/**
 * The real homology-modelling engine (BLAST+ and ProMod3) on small fixture proteins. The template
 * library's BLAST database (all 21,119 chains of promod3-data, about 6 s to build) is built once
 * into the OS temp directory and reused by later runs. CI installs ProMod3 and BLAST+, so there a
 * missing dependency fails these tests; elsewhere they are skipped with a message saying why.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildHomologyModel, prepareTemplateLibrary, type HmSettings } from '../src/homology/index.ts';
import { caRmsdToReference, referenceChain } from '../src/scoring/modelRmsd.ts';
import { hmTestSetup } from './hmTestSetup.ts';
import { JobCancelledError } from '@bench/engine-sim';
import { fixturePath } from '@bench/fixtures';

const pdbFixture = (name: string) => fixturePath('pdb', name);
const fixture = (name: string) => readFileSync(pdbFixture(name), 'utf8');
const chainOnly = (pdb: string, chain: string) =>
  `${pdb
    .split('\n')
    .filter((l) => /^(ATOM|HETATM)/.test(l) && l[21] === chain)
    .join('\n')}\nEND\n`;
const MINUTE = 60_000;

const { skip, settings, projectOnly, scratch } = await hmTestSetup('homology-modelling engine tests');

describe.skipIf(skip)('single-chain homology modelling with ProMod3', () => {
  it(
    'builds the template library database once and reuses it',
    async () => {
      const first = await prepareTemplateLibrary({ settings });
      const again = await prepareTemplateLibrary({ settings });
      expect(first.library_chains).toBe(21119);
      expect(again.library_chains).toBe(21119);
      expect(readdirSync(settings.dataDir).filter((d) => d.startsWith('promod3-library-'))).toHaveLength(1);
    },
    2 * MINUTE,
  );

  it(
    'models crambin on a library homologue below 95 % identity, within 1.5 Å Cα RMSD of 1CRN',
    async () => {
      const reference = referenceChain(fixture('1crn.pdb'), 'A');
      const steps: string[] = [];
      const result = await buildHomologyModel(
        { sequence: reference.sequence, exclude: { max_identity: 95, ids: ['1CRN'] } },
        { settings, progress: (step) => steps.push(step) },
      );
      expect(result.model).not.toBeNull();
      const { rmsd, residues } = caRmsdToReference(result.model!.pdb, reference);
      console.log(
        `crambin on ${result.template!.tag} (${result.template!.identity.toFixed(1)} % identity, E ${result.template!.evalue.toExponential(1)}): Cα RMSD ${rmsd.toFixed(2)} Å over ${residues} residues`,
      );
      expect(result.template).toMatchObject({ source: 'library' });
      expect(result.template!.identity).toBeLessThanOrEqual(95);
      expect(residues).toBeGreaterThanOrEqual(40);
      expect(rmsd).toBeLessThan(1.5);
      expect(steps).toContain('Searching templates with BLAST');
      const [best] = result.alignments;
      expect(best).toMatchObject({
        target_tag: result.template!.tag,
        query_start: expect.any(Number),
        target_start: expect.any(Number),
      });
      expect(best!.query_aln_seq).toHaveLength(best!.target_aln_seq.length);
      expect(best!.query_aln_seq.replaceAll('-', '')).toBe(
        reference.sequence.slice(
          best!.query_start - 1,
          best!.query_start - 1 + best!.query_aln_seq.replaceAll('-', '').length,
        ),
      );
      expect(best!.p_correct).toBeGreaterThan(0.99);
      expect(best!.p_correct).toBeLessThanOrEqual(1);
    },
    2 * MINUTE,
  );

  it(
    "models haemoglobin α on the project's β chain (43 % identity) and carries its haem over",
    async () => {
      const hemoglobin = fixture('4hhb.pdb');
      const alpha = referenceChain(hemoglobin, 'A');
      const result = await buildHomologyModel(
        {
          sequence: alpha.sequence,
          templates: [{ id: 'pose-beta', name: '4hhb_beta', pdb: chainOnly(hemoglobin, 'B') }],
          ligands: true,
        },
        { settings: projectOnly },
      );
      expect(result.template).toMatchObject({ source: 'project', tag: '4hhb_beta.B', template_id: 'pose-beta' });
      const { rmsd, residues } = caRmsdToReference(result.model!.pdb, alpha);
      console.log(
        `haemoglobin α on β (${result.template!.identity.toFixed(1)} % identity): Cα RMSD ${rmsd.toFixed(2)} Å over ${residues} residues; ligands ${result.model!.ligands.join(' ')}`,
      );
      expect(rmsd).toBeLessThan(2.0);
      expect(result.model!.ligands).toContain('HEM');
      expect(result.model!.pdb).toMatch(/^HETATM.{11}HEM/m);
    },
    2 * MINUTE,
  );

  it(
    'a library template of 99 % identity over the whole chain beats the selected 43 % one; the user can insist on the selected',
    async () => {
      const hemoglobin = fixture('4hhb.pdb');
      const alpha = referenceChain(hemoglobin, 'A');
      const header = hemoglobin
        .split('\n')
        .filter((l) => l.startsWith('REMARK   2 '))
        .join('\n');
      const templates = [{ id: 'pose-beta', name: '4hhb_beta', pdb: `${header}\n${chainOnly(hemoglobin, 'B')}` }];
      const result = await buildHomologyModel({ sequence: alpha.sequence, templates }, { settings });
      expect(result.template).toMatchObject({ source: 'library' });
      expect(result.template!.identity).toBeGreaterThan(95);
      expect(result.template!.score).toBeGreaterThan(0.95);
      expect(result.choice).toMatch(
        new RegExp(
          `^Template ${result.template!.tag.replace('.', '\\.')} was chosen over the selected 4hhb_beta\\.B: its score`,
        ),
      );
      const beta = result.alignments.find((a) => a.target_tag === '4hhb_beta.B')!;
      expect(beta).toMatchObject({ source: 'project', resolution: 1.74 });
      expect(beta.identity).toBeCloseTo(43, 0);
      expect(beta.score).toBeLessThan(result.template!.score! - 0.05);
      expect(result.alignments[0]).toMatchObject({
        target_tag: result.template!.tag,
        identity: result.template!.identity,
        coverage: expect.any(Number),
        evalue: expect.any(Number),
      });

      const insisted = await buildHomologyModel(
        { sequence: alpha.sequence, templates, selected_only: true },
        { settings },
      );
      expect(insisted.template).toMatchObject({ source: 'project', tag: '4hhb_beta.B' });
      expect(insisted.alignments.every((a) => a.source === 'project')).toBe(true);
      expect(insisted.choice).toMatch(
        /^Template 4hhb_beta\.B \(selected\) was chosen: only the selected structures were to be used/,
      );
    },
    2 * MINUTE,
  );

  it(
    "estimates the model's quality globally and per residue, the per-residue values in its B-factors",
    async () => {
      const reference = referenceChain(fixture('1ubq.pdb'), 'A');
      const result = await buildHomologyModel(
        { sequence: reference.sequence, exclude: { max_identity: 95, ids: ['1UBQ'] } },
        { settings },
      );
      const quality = result.model!.quality!;
      expect(quality.residues).toHaveLength(result.model!.residues);
      expect(quality.residues.map((r) => r.code).join('')).toBe(result.model!.sequence);
      const mean = quality.residues.reduce((s, r) => s + r.score, 0) / quality.residues.length;
      console.log(`ubiquitin on ${result.template!.tag}: quality ${quality.global} (windowed mean ${mean.toFixed(2)})`);
      expect(quality.global).toBeGreaterThan(-5);
      expect(quality.global).toBeLessThan(0);
      const first = quality.residues[0]!;
      const caLine = result
        .model!.pdb.split('\n')
        .find((l) => l.startsWith('ATOM') && l.slice(12, 16).trim() === 'CA')!;
      expect(Number(caLine.slice(60, 66))).toBeCloseTo(first.score, 2);
    },
    2 * MINUTE,
  );

  it(
    'says no template was found when no structure is related to the target',
    async () => {
      const result = await buildHomologyModel(
        {
          sequence: referenceChain(fixture('1crn.pdb'), 'A').sequence,
          templates: [{ name: '1ubq', pdb: fixture('1ubq.pdb') }],
        },
        { settings: projectOnly },
      );
      expect(result.model).toBeNull();
      expect(result.alignments).toEqual([]);
      expect(result.errors_and_warnings.message).toBe(
        'No template found: no searched chain (1 in all) has a BLAST E-value of at most 0.001 with the target.',
      );
    },
    MINUTE,
  );

  it(
    'refuses sequences it cannot model with a message instead of failing',
    async () => {
      const short = await buildHomologyModel({ sequence: 'MKV' }, { settings: projectOnly });
      expect(short.errors_and_warnings.message).toMatch(
        /^Input sequence length 3 is outside the range 10 to 2000 residues/,
      );
      const odd = await buildHomologyModel({ sequence: 'MKVLAAGIXXBZKLLEEK' }, { settings: projectOnly });
      expect(odd.errors_and_warnings.message).toBe(
        'The target sequence contains characters that are not one of the 20 standard amino acids: B, X, Z.',
      );
    },
    MINUTE,
  );

  it(
    'searches a site library directory, indexed once per content and re-indexed when it changes',
    async () => {
      const site = mkdtempSync(join(tmpdir(), 'bench-hm-site-'));
      const dataDir = mkdtempSync(join(tmpdir(), 'bench-hm-site-cache-'));
      scratch.push(site, dataDir);
      copyFileSync(pdbFixture('4hhb.pdb'), join(site, '4hhb.pdb'));
      const siteOnly: HmSettings = { ...settings, dataDir, useLibrary: false, siteLibraryDir: site };
      const alpha = referenceChain(fixture('4hhb.pdb'), 'A');
      const result = await buildHomologyModel(
        { sequence: alpha.sequence, exclude: { max_identity: 95 } },
        { settings: siteOnly },
      );
      expect(result.template).toMatchObject({ source: 'site' });
      expect(['4hhb.B', '4hhb.D']).toContain(result.template!.tag);
      expect(result.searched).toEqual({ site: 4 });
      const indexes = () => readdirSync(dataDir).filter((d) => d.startsWith('site-library-'));
      const [first] = indexes();
      copyFileSync(pdbFixture('1ubq.pdb'), join(site, '1ubq.pdb'));
      const again = await buildHomologyModel(
        { sequence: referenceChain(fixture('1ubq.pdb'), 'A').sequence },
        { settings: siteOnly },
      );
      expect(again.template).toMatchObject({ source: 'site', tag: '1ubq.A', identity: 100 });
      expect(indexes()).toHaveLength(1);
      expect(indexes()[0]).not.toBe(first);
    },
    2 * MINUTE,
  );

  it(
    'stops the worker when the run is cancelled',
    async () => {
      const controller = new AbortController();
      const run = buildHomologyModel(
        {
          sequence: referenceChain(fixture('4hhb.pdb'), 'A').sequence,
          templates: [{ name: '4hhb_beta', pdb: chainOnly(fixture('4hhb.pdb'), 'B') }],
        },
        {
          settings: projectOnly,
          signal: controller.signal,
          progress: (step) => step.startsWith('Building') && controller.abort(),
        },
      );
      await expect(run).rejects.toBeInstanceOf(JobCancelledError);
    },
    MINUTE,
  );
});
