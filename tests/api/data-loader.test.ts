import { copyFileSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseStructure, type Analysis, type LoaderResidue, type StructureTree } from '@bench/structure';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { startWithUsers, type TestServer } from './helpers/server.ts';
import { fixturePath } from '@bench/fixtures';

const FIXTURES = fixturePath();
const fixture = (path: string) => readFileSync(join(FIXTURES, path), 'utf8');

let database: TestDatabase;
let server: TestServer;
let alice: string;
let bob: string;
let sid: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const mirror = mkdtempSync(join(tmpdir(), 'bench-pdb-mirror-'));
  copyFileSync(join(FIXTURES, 'pdb', '1crn.pdb'), join(mirror, '1CRN.pdb'));
  ({ server, alice, bob } = await startWithUsers(database.db, { BENCH_PDB_URL: mirror }));
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});
beforeEach(async () => {
  await database.reset();
  sid = (await server.call('POST', '/api/sessions', { body: { name: 'Loader' }, token: alice })).body._id;
});

const at = (path: string) => `/api/sessions/${sid}/${path}`;
const analyze = (body: unknown, token = alice) => server.call('POST', at('analyzePdbs'), { body, token });
const analysisOf = async (file: string): Promise<Analysis> => {
  const reply = await analyze({ labels: ['output'], data: [fixture(file)], fileNames: [file.split('/').pop()] });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.output.output.analysis;
};
const typeCounts = (analysis: Analysis) => {
  const counts: Record<string, number> = {};
  for (const r of analysis.residues) counts[r.original.type] = (counts[r.original.type] ?? 0) + 1;
  return counts;
};
const itemCount = async () =>
  (await database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM items WHERE session_id = $1', [sid]))[0].n;
const structureCount = async () =>
  (await database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM structures WHERE session_id = $1', [sid]))[0]
    .n;
const submitBody = (pdbFileData: string, residues: LoaderResidue[], name = '1a0q') => ({
  inputType: 'pdbFile',
  name,
  pdbFileData,
  selectedResidues: residues.map(({ original, chosen }) => ({ original, chosen })),
});

describe('analyzePdbs', () => {
  it('analyses every well-formed PDB and mmCIF fixture', async () => {
    const files = ['pdb', 'cif'].flatMap((dir) =>
      readdirSync(join(FIXTURES, dir))
        .filter((f) => !f.startsWith('malformed'))
        .map((f) => `${dir}/${f}`),
    );
    for (const file of files.filter((f) => !f.includes('1v5a'))) {
      const analysis = await analysisOf(file);
      expect(analysis.residues.length, file).toBeGreaterThan(0);
    }
    expect(typeCounts(await analysisOf('pdb/1a0q.pdb'))).toEqual({ caa: 416, ligand: 1, monoatomic: 3, water: 92 });
    expect(typeCounts(await analysisOf('pdb/4hhb.pdb'))).toEqual({ caa: 574, ligand: 6, water: 221 });
    expect(typeCounts(await analysisOf('pdb/1a8o.pdb'))).toEqual({ caa: 66, ncaa: 4, water: 88 });
    expect(typeCounts(await analysisOf('cif/1bna.cif'))).toEqual({ cdna: 24, water: 80 });
    const big = await analysisOf('pdb/4jsv.pdb');
    expect(big.residues).toHaveLength(2758);
    expect(big.name).toBe('4jsv');
  });

  it('lists the per-line errors of a malformed file and of a truncated model', async () => {
    const occupancy = await analyze({
      labels: ['output'],
      data: [fixture('pdb/malformed_occupancy.pdb')],
      fileNames: ['malformed_occupancy.pdb'],
    });
    expect(occupancy.status).toBe(400);
    expect(occupancy.body).toMatchObject({ code: 'PARSE_ERROR' });
    expect(occupancy.body.message).toMatch(/^line 3: ATOM record truncated after the coordinates/);
    const headerOnly = await analyze({
      labels: ['output'],
      data: [fixture('pdb/malformed_header_only.pdb')],
      fileNames: ['header.pdb'],
    });
    expect(headerOnly.status).toBe(400);
    expect(headerOnly.body.message).toBe('No atoms found');
    const truncated = await analyze({
      labels: ['output'],
      data: [fixture('cif/1v5a-2models-1st-trunc.cif')],
      fileNames: ['1v5a.cif'],
    });
    expect(truncated.body.message).toMatch(/^line 572: model 1 has 139 atoms but model 2 has 387/);
  });

  it('refuses wrong extensions, a missing extension and an empty file', async () => {
    const sdf = await analyze({ labels: ['a'], data: [fixture('sdf/TYR.sdf')], fileNames: ['TYR.sdf'] });
    expect(sdf.status).toBe(400);
    expect(sdf.body.message).toBe(
      'Unable to import files with extensions: .sdf. Only .pdb and .cif files can be loaded here.',
    );
    const bare = await analyze({ labels: ['a'], data: [fixture('pdb/1crn.pdb')], fileNames: ['crambin'] });
    expect(bare.body.message).toBe('crambin does not have a valid file extension.');
    const empty = await analyze({ labels: ['a'], data: ['  \n'], fileNames: ['empty.pdb'] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('empty.pdb is empty.');
    expect(await itemCount()).toBe(0);
  });

  it('answers 413 for a body over the 50 MiB limit', async () => {
    const huge = await analyze({ labels: ['a'], data: ['A'.repeat(51 * 1024 * 1024)], fileNames: ['huge.pdb'] });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('fetches a code from the local mirror, case-insensitively, and names an unknown code', async () => {
    const reply = await analyze({ labels: ['1crn'], pdbCode: ['1crn'] });
    expect(reply.status).toBe(200);
    const entry = reply.body.output['1crn'];
    expect(entry.inputType).toBe('pdbCode');
    expect(entry.analysis.name).toBe('1CRN');
    expect(entry.analysis.residues).toHaveLength(46);
    expect(entry.pdbFileData).toBe(fixture('pdb/1crn.pdb'));
    const missing = await analyze({ labels: ['9zzz'], pdbCode: ['9zzz'] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('9ZZZ is not a valid pdb code');
    const garbage = await analyze({ labels: ['x'], pdbCode: ['ab'] });
    expect(garbage.body.message).toBe('ab is not a valid pdb code');
  });

  it('rejects a request mixing or lacking sources', async () => {
    expect((await analyze({ labels: ['a'] })).status).toBe(400);
    expect((await analyze({ labels: ['a', 'b'], data: ['x'] })).status).toBe(400);
  });
});

describe('assembleStructure and the pose pdb', () => {
  it('creates the collection, its pose and its structure in one go; the PDB round-trips', async () => {
    const text = fixture('pdb/1a0q.pdb');
    const analysis = await analysisOf('pdb/1a0q.pdb');
    // keep the hapten HEP, leave waters and zinc deleted (their default)
    const residues = analysis.residues.map((r) =>
      r.original.pdbData.name3 === 'HEP' ? { ...r, chosen: r.choices[0]! } : r,
    );
    const reply = await server.call('POST', at('assembleStructure'), {
      body: submitBody(text, residues),
      token: alice,
    });
    expect(reply.status, reply.text).toBe(201);
    const { pose_collection: collection, pose } = reply.body;
    expect(collection).toMatchObject({ name: '1a0q', is_raw: true, session_id: sid });
    expect(pose).toMatchObject({
      name: '1a0q',
      index: 1,
      pose_collection_id: collection._id,
      has_ligands: true,
      has_nucleic_acids: false,
      residue_count: 417,
      report: { chainCount: 3, ligands: [{ id: 'H:214', name: 'HEP' }] },
    });
    expect(pose.sequence.split('/')).toHaveLength(2);

    const listed = await server.call('GET', at('pose_collections'), { token: alice });
    expect(listed.body.map((c: { _id: string }) => c._id)).toEqual([collection._id]);
    const pdb = (await server.call('GET', at(`poses/${pose._id}/pdb`), { token: alice })).body.pdb as string;
    expect(pdb).not.toMatch(/HOH| ZN /);
    expect(pdb).toMatch(/^HETATM.* HEP /m);
    const reparsed = parseStructure(pdb);
    expect(reparsed.errors).toEqual([]);
    expect(reparsed.models[0]!.residues).toHaveLength(417);
    expect(pose.atom_count).toBe(reparsed.atoms.count);
  });

  it('stores nothing when the loader rules refuse, and gives their exact text', async () => {
    const text = fixture('pdb/1crn.pdb');
    const analysis = await analysisOf('pdb/1crn.pdb');
    const allDeleted = analysis.residues.map((r) => ({ ...r, chosen: null }));
    const reply = await server.call('POST', at('assembleStructure'), {
      body: submitBody(text, allDeleted, '1crn'),
      token: alice,
    });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe('At least one protein residue must be present to continue\nAll residues deleted.');
    const dna = await analysisOf('cif/1bna.cif');
    const noProtein = await server.call('POST', at('assembleStructure'), {
      body: submitBody(fixture('cif/1bna.cif'), dna.residues, '1bna'),
      token: alice,
    });
    expect(noProtein.body.message).toBe('At least one protein residue must be present to continue');
    const forged = analysis.residues.map((r, k) =>
      k === 0 ? { ...r, chosen: { name3: 'TRP', type: 'caa' as const } } : r,
    );
    const bad = await server.call('POST', at('assembleStructure'), {
      body: submitBody(text, forged, '1crn'),
      token: alice,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/TRP \(caa\) is not a choice for residue 1/);
    expect(await itemCount()).toBe(0);
    expect(await structureCount()).toBe(0);
  });

  it("keeps user B out of A's session and pdb", async () => {
    const analysis = await analysisOf('pdb/1crn.pdb');
    const made = await server.call('POST', at('assembleStructure'), {
      body: submitBody(fixture('pdb/1crn.pdb'), analysis.residues, '1crn'),
      token: alice,
    });
    const poseId = made.body.pose._id;
    expect(
      (await analyze({ labels: ['a'], data: [fixture('pdb/1crn.pdb')], fileNames: ['1crn.pdb'] }, bob)).status,
    ).toBe(404);
    expect((await server.call('GET', at(`poses/${poseId}/pdb`), { token: bob })).status).toBe(404);
    expect((await server.call('GET', at(`poses/${poseId}/structure_tree`), { token: bob })).status).toBe(404);
    expect(
      (
        await server.call('POST', at('assembleStructure'), {
          body: submitBody(fixture('pdb/1crn.pdb'), analysis.residues, 'x'),
          token: bob,
        })
      ).status,
    ).toBe(404);
    expect((await analyze({ labels: ['p'], poseId: [poseId] }, bob)).status).toBe(404);
    // A may re-analyse the stored pose
    const again = await analyze({ labels: ['p'], poseId: [poseId] });
    expect(again.body.output.p.analysis.residues).toHaveLength(46);
  });

  it("answers another's or an absent session 404 before any fault of the request", async () => {
    const text = fixture('pdb/1crn.pdb');
    const residues = (await analysisOf('pdb/1crn.pdb')).residues;
    const allDeleted = residues.map((r) => ({ ...r, chosen: null }));
    const faulty: [string, unknown][] = [
      ['analyzePdbs', { labels: ['a'] }],
      ['analyzePdbs', { labels: ['a'], data: [text], fileNames: ['a.sdf'] }],
      ['analyzePdbs', { labels: ['a'], data: ['not a pdb'] }],
      ['analyzePdbs', { labels: ['a'], pdbCode: ['ab'] }],
      ['analyzePdbs', { labels: ['a'], poseId: ['0123456789abcdef01234567'] }],
      ['assembleStructure', { name: 'x' }],
      ['assembleStructure', submitBody(text, residues, '???')],
      ['assembleStructure', submitBody(text, [], '1crn')],
      ['assembleStructure', submitBody(text, allDeleted, '1crn')],
      ['getLigand', { pdbstring: '' }],
    ];
    const absent = '0123456789abcdef01234567';
    for (const [route, body] of faulty) {
      const mine = await server.call('POST', at(route), { body, token: alice });
      expect([400, 404, 422], `${route} ${JSON.stringify(body).slice(0, 80)}`).toContain(mine.status);
      const theirs = await server.call('POST', at(route), { body, token: bob });
      expect(theirs.body, route).toEqual({ code: 'NOT_FOUND', message: `No such session: ${sid}` });
      const none = await server.call('POST', `/api/sessions/${absent}/${route}`, { body, token: alice });
      expect(none.body, route).toEqual({ code: 'NOT_FOUND', message: `No such session: ${absent}` });
    }
    expect(await itemCount()).toBe(0);
  });

  it("gives a stored pose's structure tree: chains, residue numbers and types, positions along its sequence", async () => {
    const analysis = await analysisOf('pdb/1tgh.pdb');
    const made = await server.call('POST', at('assembleStructure'), {
      body: submitBody(fixture('pdb/1tgh.pdb'), analysis.residues, '1tgh'),
      token: alice,
    });
    expect(made.status, made.text).toBe(201);
    const { pose } = made.body;
    const reply = await server.call('GET', at(`poses/${pose._id}/structure_tree`), { token: alice });
    expect(reply.status, reply.text).toBe(200);
    const tree = reply.body as StructureTree & { pose_id: string };
    expect(tree.pose_id).toBe(pose._id);
    // in the file's order: the two DNA strands come before the protein
    expect(tree.chains.map((c) => c.chain)).toEqual(['B', 'C', 'A']);
    const residues = tree.chains.flatMap((c) => c.residues);
    expect(residues.map((r) => r.position)).toEqual(residues.map((_, i) => i + 1));
    expect(tree.chains.map((c) => c.residues.map((r) => r.letter).join('')).join('/')).toBe(pose.sequence);
    expect(new Set(tree.chains[0]!.residues.map((r) => r.type))).toEqual(new Set(['cdna']));
    expect(new Set(tree.chains[2]!.residues.map((r) => r.type))).toEqual(new Set(['caa']));
    expect(tree.chains[2]!.residues[0]).toMatchObject({
      chain: 'A',
      resi: 155,
      name3: 'SER',
      letter: 'S',
      position: residues.length - tree.chains[2]!.residues.length + 1,
    });
    expect((await server.call('GET', at('poses/nope/structure_tree'), { token: alice })).status).toBe(404);
  });
});

describe('getLigand', () => {
  it('converts a ligand to SMILES with Open Babel, or says it is not installed', async () => {
    const hep = fixture('pdb/1a0q.pdb')
      .split('\n')
      .filter((l) => l.startsWith('HETATM') && l.includes(' HEP '))
      .join('\n');
    const reply = await server.call('POST', at('getLigand'), { body: { pdbstring: hep }, token: alice });
    if (reply.status === 501) {
      expect(reply.body).toEqual({ code: 'ENGINE_MISSING', message: 'Open Babel is not installed on this server.' });
      return;
    }
    expect(reply.status).toBe(200);
    expect(reply.body.format).toBe('smiles');
    expect(reply.body.data).toMatch(/c1ccccc1/);
    expect(reply.body.data).toContain('P');
    const junk = await server.call('POST', at('getLigand'), { body: { pdbstring: 'not a pdb' }, token: alice });
    expect(junk.status).toBe(422);
  });
});
