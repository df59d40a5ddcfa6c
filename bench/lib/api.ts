// What a benchmark does as a user would, over HTTP: JSON calls that throw on an error reply, and a
// project holding a fixture structure loaded the way the structure loader does it.
import { readFixture } from '@bench/fixtures';

export type Call = <T = any>(method: string, path: string, body?: unknown) => Promise<T>;

/** JSON requests to the server at `url` (local mode: no token); an error reply throws with its body. */
export function jsonCaller(url: string): Call {
  return async (method, path, body) => {
    const response = await fetch(url + path, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
}

/** A new project with the fixture structure `file` (e.g. '1crn.pdb') loaded as the loader proposes it. */
export async function projectWithStructure(call: Call, file: string, name = 'Bench') {
  const pdb = readFixture('pdb', file);
  const sid: string = (await call('POST', '/api/sessions', { name }))._id;
  const analysis = (
    await call('POST', `/api/sessions/${sid}/analyzePdbs`, { labels: ['o'], data: [pdb], fileNames: [file] })
  ).output.o.analysis;
  const selectedResidues = analysis.residues.map(({ original, chosen }: { original: unknown; chosen: unknown }) => ({
    original,
    chosen,
  }));
  const { pose } = await call('POST', `/api/sessions/${sid}/assembleStructure`, {
    inputType: 'pdbFile',
    name: file.replace(/\.\w+$/, ''),
    pdbFileData: pdb,
    selectedResidues,
  });
  return { sid, pose: pose as { _id: string; name: string } };
}

/** Creates and runs `count` actions of `input` in the project, `parallel` requests at a time; answers their ids. */
export async function runActions(
  call: Call,
  sid: string,
  input: Record<string, unknown>,
  count: number,
  parallel = 20,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += parallel) {
    await Promise.all(
      Array.from({ length: Math.min(parallel, count - i) }, async (_, k) => {
        const action = await call('POST', `/api/sessions/${sid}/actions`, { name: `Job ${i + k + 1}`, input });
        await call('PUT', `/api/actions/${action._id}/run`);
        ids.push(action._id);
      }),
    );
  }
  return ids;
}
