import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { fixturePath } from '@bench/fixtures';

const fixtures = fixturePath('fasta');
const fasta = (name: string) => readFileSync(join(fixtures, name), 'utf8');

let database: TestDatabase;
let server: TestServer;
let sid: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(database.db);
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});
beforeEach(async () => {
  await database.reset();
  sid = (await server.call('POST', '/api/sessions', { body: { name: 'Sequences' } })).body._id;
});

const importFasta = (body: unknown) =>
  server.call('POST', `/api/sessions/${sid}/sequence_collections/importFasta`, { body });
const sequencesOf = async (collectionId: string) =>
  (
    await server.call('POST', `/api/sessions/${sid}/sequences/query`, {
      body: { query: { sequence_collection_id: collectionId }, sort: { index: 1 } },
    })
  ).body.models;

describe('POST …/sequence_collections/importFasta', () => {
  it.each([
    ['protein_lib.fa', 12, 'sp|P00193|FER_PEPAS', 'AYVINDSCIACGACKPECPV'],
    ['NC_005816.faa', 10, 'gi|45478712|ref|NP_995567.1|', 'MVTFETVMEIKILHKQGMSS'],
    ['alpha.faa', 1, 'HBA_HUMAN', 'MVLSPADKTNVKAAWGKVGA'],
  ])('imports %s: one sequence per record, in file order', async (file, count, firstName, firstStart) => {
    const reply = await importFasta({ name: `Imported ${file.split('.')[0]}`, fasta: fasta(file) });
    expect(reply.status).toBe(201);
    expect(reply.body.sequences).toBe(count);
    expect(reply.body.collection).toMatchObject({ sequences: count, are_sequences_indexed: true });
    const rows = await sequencesOf(reply.body.collection._id);
    expect(rows).toHaveLength(count);
    expect(rows[0].name.startsWith(firstName)).toBe(true);
    expect(rows[0].sequence.startsWith(firstStart)).toBe(true);
    expect(rows[0].sequence).not.toMatch(/\s/);
    expect(rows.map((r: { index: number }) => r.index)).toEqual([...Array(count).keys()]);
  });

  it('keeps the chain separator of a multi-chain record', async () => {
    const reply = await importFasta({ name: 'Complex', fasta: '>heavy/light\nEVQLVESGG/\nDIQMTQSP\n' });
    expect(reply.status).toBe(201);
    const [row] = await sequencesOf(reply.body.collection._id);
    expect(row.sequence).toBe('EVQLVESGG/DIQMTQSP');
  });

  it('rejects malformed FASTA and an invalid name, storing nothing', async () => {
    const malformed = await importFasta({ name: 'Bad', fasta: 'MKV\n>x\nACD\n>y\nAC1D\n>empty\n' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('line 1: Sequence data before the first > header line.');
    expect(malformed.body.message).toContain("line 5: Invalid characters in the sequence of 'y'.");
    expect(malformed.body.message).toContain("Record 'empty' has no sequence.");
    const pdbAsFasta = await importFasta({
      name: 'Bad',
      fasta: readFileSync(join(fixtures, '..', 'pdb', '1crn.pdb'), 'utf8'),
    });
    expect(pdbAsFasta.status).toBe(400);
    const badName = await importFasta({ name: 'bad/name', fasta: fasta('alpha.faa') });
    expect(badName.status).toBe(400);
    const { supportHost } = (await server.call('GET', '/api/config')).body;
    expect(badName.body.message).toBe(
      `Please ensure that your sequence collection name contains only valid characters as defined at ${supportHost}/support.`,
    );
    const collections = await server.call('GET', `/api/sessions/${sid}/sequence_collections`);
    expect(collections.body).toEqual([]);
    expect(await sequencesOf('0'.repeat(24))).toEqual([]);
  });

  it('answers 404 for another session id', async () => {
    const reply = await server.call('POST', `/api/sessions/${'a'.repeat(24)}/sequence_collections/importFasta`, {
      body: { name: 'X', fasta: '>a\nAC\n' },
    });
    expect(reply.status).toBe(404);
  });
});

describe('GET /api/samples/fixtures/:name', () => {
  it('serves a shared fixture and refuses paths outside the fixtures', async () => {
    const pdb = await server.call('GET', '/api/samples/fixtures/1crn.pdb');
    expect(pdb.status).toBe(200);
    expect(pdb.body.text).toBe(readFileSync(join(fixtures, '..', 'pdb', '1crn.pdb'), 'utf8'));
    expect((await server.call('GET', '/api/samples/fixtures/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await server.call('GET', '/api/samples/fixtures/nothing.pdb')).status).toBe(404);
  });
});
