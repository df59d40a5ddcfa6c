import { describe, expect, it } from 'vitest';
import { fetchPdbEntry } from '../server/pdbSource.ts';

describe('structure archive', () => {
  it('an archive out of reach answers 502 with a message that names BENCH_PDB_URL', async () => {
    // nothing listens on port 1 of this machine: the connection is refused at once
    const failure = await fetchPdbEntry('http://127.0.0.1:1/{code}.pdb', '1AKI').catch((error: unknown) => error);
    expect(failure).toMatchObject({
      status: 502,
      code: 'PDB_UNREACHABLE',
      message:
        '1AKI: this server cannot reach the archive; set BENCH_PDB_URL to a reachable archive or a local mirror directory, or upload the file.',
    });
  });
});
