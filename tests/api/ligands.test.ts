import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from './helpers/database.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';
import { fixturePath } from '@bench/fixtures';

const fixtures = fixturePath('sdf');
const sdf = (name: string) => readFileSync(join(fixtures, name), 'utf8');

let database: TestDatabase;
let server: TestServer;
let alice: string;
let bob: string;
let sid: string;

useUsersServer((started) => ({ database, server, alice, bob } = started), {}, { reset: false });
beforeEach(async () => {
  await database.reset();
  sid = (await server.call('POST', '/api/sessions', { token: alice, body: { name: 'Ligands' } })).body._id;
});

const prepare = (fileNames: string[], files: string[], token = alice) =>
  server.call('POST', `/api/sessions/${sid}/prepareLigands`, { token, body: { fileNames, files } });
const ligands = async () =>
  (
    await server.call('POST', `/api/sessions/${sid}/free_ligands/query`, {
      token: alice,
      body: { query: { model_type: 'ligand' } },
    })
  ).body.models;
const structureRows = async () =>
  (await database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM structures WHERE session_id = $1', [sid]))[0]
    .n;

describe('small-molecule import (prepareLigands)', () => {
  it('imports the 47 CDK2 ligands with names, formulas, SMILES and data fields, each with its SDF stored apart', async () => {
    const reply = await prepare(['cdk2.sdf'], [sdf('cdk2.sdf')]);
    expect(reply.status).toBe(201);
    expect(reply.body.models).toHaveLength(47);
    const stored = await ligands();
    expect(stored).toHaveLength(47);
    const first = stored.find((l: { name: string }) => l.name === 'ZINC03814457');
    expect(first).toMatchObject({
      model_type: 'ligand',
      format: 'sdf',
      source_file: 'cdk2.sdf',
      atom_count: 30,
      heavy_atom_count: 17,
    });
    expect(first.data_fields.id).toBe('ZINC03814457');
    expect(first.formula).toMatch(/^C\d+H\d+/);
    expect(first.smiles.length).toBeGreaterThan(10);
    expect(first).not.toHaveProperty('sdf');
    expect(await structureRows()).toBe(47);
  });

  it('reads ligs3d.sdf (10 records) and the multi-component salt 13136.sdf', async () => {
    expect((await prepare(['ligs3d.sdf'], [sdf('ligs3d.sdf')])).body.models).toHaveLength(10);
    const salt = (await prepare(['13136.sdf'], [sdf('13136.sdf')])).body.models[0];
    expect(salt.name).toBe('13136');
    expect(salt.formula).toBe('C12H10Ca3O14');
    expect(salt.smiles.split('.')).toHaveLength(5);
    expect(salt.data_fields.PUBCHEM_COMPOUND_CID).toBe('13136');
  });

  it('reads V2000 and V3000 tyrosine as the same molecule', async () => {
    const [v2, v3] = (await prepare(['TYR.sdf', 'TYR.v3000.sdf'], [sdf('TYR.sdf'), sdf('TYR.v3000.sdf')])).body.models;
    expect(v2.atom_count).toBe(24);
    expect(v3).toMatchObject({
      atom_count: v2.atom_count,
      heavy_atom_count: 13,
      formula: 'C9H11NO3',
      smiles: v2.smiles,
    });
  });

  it('imports the complete records of a CRLF file whose last $$$$ is missing', async () => {
    const reply = await prepare(['malformed_earlyEOF.sdf'], [sdf('malformed_earlyEOF.sdf')]);
    expect(reply.status).toBe(201);
    // every record's title line reads 'Structure1'; the ID items tell them apart
    expect(reply.body.models.map((m: { name: string }) => m.name)).toEqual(Array(6).fill('Structure1'));
    expect(reply.body.models.map((m: { data_fields: Record<string, string> }) => m.data_fields.ID)).toEqual([
      'Lig1',
      'Lig2',
      'Lig3',
      'Lig4',
      'Lig5',
      'Lig6',
    ]);
  });

  it('rejects a record that fails sanitisation with its file, index and name, and stores nothing of the batch', async () => {
    const reply = await prepare(
      ['ligs3d.sdf', 'invalid.sdf'],
      [sdf('ligs3d.sdf'), sdf('malformed_invalid_valence.mol')],
    );
    expect(reply.status).toBe(422);
    expect(reply.body.message).toMatch(
      /^Error submitting SDF file\(s\): invalid\.sdf, record 1 \(.+\): Explicit valence for atom # 6 N, 4/,
    );
    expect(await ligands()).toHaveLength(0);
    expect(await structureRows()).toBe(0);
  });

  it('rejects a record cut off before M  END, and files without molecules', async () => {
    const cut = sdf('TYR.sdf').split('M  END')[0];
    expect((await prepare(['cut.sdf'], [cut])).body.message).toBe(
      "Error submitting SDF file(s): cut.sdf, record 1: the molfile ends before 'M  END'",
    );
    expect((await prepare(['empty.sdf'], ['\n\n'])).body.message).toBe(
      'Error submitting SDF file(s): empty.sdf holds no molecules',
    );
    expect(await ligands()).toHaveLength(0);
  });

  it('accepts only .sdf: other extensions are named, and a name without one is refused', async () => {
    const wrong = await prepare(['a.sdf', 'b.mol', 'c.txt', 'd.MOL'], ['', '', '', '']);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^Unable to import files with extensions: \.mol, \.txt/);
    expect((await prepare(['ligand'], [sdf('TYR.sdf')])).body.message).toBe(
      'ligand does not have a valid file extension.',
    );
    expect((await prepare(['a.sdf'], [])).status).toBe(400);
    expect(await ligands()).toHaveLength(0);
  });

  it('answers a free ligand as PDB HETATM records with CONECT bonds', async () => {
    const [tyr] = (await prepare(['TYR.sdf'], [sdf('TYR.sdf')])).body.models;
    const reply = await server.call('GET', `/api/sessions/${sid}/free_ligands/${tyr._id}/getPdb`, { token: alice });
    expect(reply.status).toBe(200);
    const lines: string[] = reply.body.pdb.split('\n');
    const atoms = lines.filter((l) => l.startsWith('HETATM'));
    expect(atoms).toHaveLength(24);
    expect(atoms[0]).toBe('HETATM    1  N1  LIG A   1       1.320   0.952   1.428  1.00  0.00           N  ');
    expect(lines.filter((l) => l.startsWith('CONECT')).length).toBeGreaterThan(0);
    expect(lines).toContain('END');
  });

  it('keeps user B out of user A ligands', async () => {
    const [tyr] = (await prepare(['TYR.sdf'], [sdf('TYR.sdf')])).body.models;
    expect(
      (await server.call('GET', `/api/sessions/${sid}/free_ligands/${tyr._id}/getPdb`, { token: bob })).status,
    ).toBe(404);
    expect((await prepare(['TYR.sdf'], [sdf('TYR.sdf')], bob)).status).toBe(404);
    expect(await ligands()).toHaveLength(1);
  });
});

describe('SMILES depiction (POST /api/depictions)', () => {
  const depict = (body: unknown) => server.call('POST', '/api/depictions', { token: alice, body });

  it("draws a SMILES as RDKit's SVG at the asked size, dark or light", async () => {
    const light = await depict({ smiles: 'c1ccccc1O', width: 300, height: 200 });
    expect(light.status).toBe(200);
    expect(light.body.svg).toMatch(/^<\?xml[\s\S]*<svg[\s\S]*width='300px'[\s\S]*height='200px'/);
    const bonds = new Set(light.body.svg.match(/class='bond-\d+ /g));
    expect(bonds.size).toBe(7); // six ring bonds and the C–O
    const dark = await depict({ smiles: 'c1ccccc1O', width: 300, height: 200, dark: true });
    expect(dark.body.svg).toContain('fill:#161921'); // the dark background
    expect(light.body.svg).not.toContain('fill:#161921');
  });

  it('answers null for a SMILES RDKit cannot read, and refuses what is out of bounds', async () => {
    expect((await depict({ smiles: 'C1CC(', width: 300, height: 200 })).body).toEqual({ svg: null });
    const long = await depict({ smiles: 'C'.repeat(2001), width: 300, height: 200 });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('A SMILES to draw has at most 2,000 characters');
    expect((await depict({ smiles: 'CCO', width: 100_000, height: 200 })).status).toBe(400);
    expect((await depict({ smiles: 'CCO', width: 300, height: 200, script: 'x' })).body.message).toContain(
      'unknown field: script',
    );
    expect(
      (await server.call('POST', '/api/depictions', { body: { smiles: 'CCO', width: 300, height: 200 } })).status,
    ).toBe(401);
  });
});
