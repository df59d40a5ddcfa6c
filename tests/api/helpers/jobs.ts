import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { expect } from 'vitest';
import type { Db } from '../../../server/src/index.ts';
import type { Api } from './server.ts';
import { fixturePath } from '@bench/fixtures';

/** The app's catalog plus the test plugin (tests/fixtures-plugins/test-jobs): BENCH_CATALOG of the job tests. */
export const TEST_CATALOG = join(import.meta.dirname, '..', '..', 'fixtures-plugins', 'catalog.json');
const FIXTURES = fixturePath();
export const fixture = (path: string) => readFileSync(join(FIXTURES, path), 'utf8');

/**
 * A session holding the structure of `file`, loaded the way the structure loader does it; residues
 * named in `keep` (e.g. a ligand the loader leaves out by default) are kept as their first choice.
 */
export async function sessionWithPose(server: Api, token: string, file = 'pdb/1crn.pdb', keep: readonly string[] = []) {
  const sid = (await server.call('POST', '/api/sessions', { token, body: { name: 'Jobs' } })).body._id as string;
  return { sid, ...(await addPose(server, token, sid, file, keep)) };
}

/** Loads the structure of `file` into the session (its own new collection), as the structure loader does. */
export async function addPose(
  server: Api,
  token: string,
  sid: string,
  file = 'pdb/1crn.pdb',
  keep: readonly string[] = [],
) {
  return addPoseText(server, token, sid, file.split('/').pop()!, fixture(file), keep);
}

/** Loads a structure given as text (file `name`) into the session, as the structure loader does. */
export async function addPoseText(
  server: Api,
  token: string,
  sid: string,
  name: string,
  text: string,
  keep: readonly string[] = [],
) {
  const analysed = await server.call('POST', `/api/sessions/${sid}/analyzePdbs`, {
    token,
    body: { labels: ['output'], data: [text], fileNames: [name] },
  });
  expect(analysed.status, analysed.text).toBe(200);
  type Residue = { original: { pdbData: { name3: string } }; choices: unknown[]; chosen: unknown };
  const residues = analysed.body.output.output.analysis.residues.map(({ original, choices, chosen }: Residue) => ({
    original,
    chosen: keep.includes(original.pdbData.name3) ? choices[0] : chosen,
  }));
  const made = await server.call('POST', `/api/sessions/${sid}/assembleStructure`, {
    token,
    body: { inputType: 'pdbFile', name: name.replace(/\.\w+$/, ''), pdbFileData: text, selectedResidues: residues },
  });
  expect(made.status, made.text).toBe(201);
  const pdb = (await server.call('GET', `/api/sessions/${sid}/poses/${made.body.pose._id}/pdb`, { token })).body
    .pdb as string;
  return { pose: made.body.pose, collection: made.body.pose_collection, pdb };
}

export async function createAction(
  server: Api,
  token: string,
  sid: string,
  input: Record<string, unknown>,
  name = 'Echo',
) {
  const reply = await server.call('POST', `/api/sessions/${sid}/actions`, {
    token,
    body: { name, input, score_function: 'ref2015', results: [] },
  });
  expect(reply.status, reply.text).toBe(201);
  return reply.body;
}

/** A ThermoMPNN item of the pose, not run. */
export async function createThermoMpnn(server: Api, token: string, sid: string, poseId: string) {
  const reply = await server.call('POST', `/api/sessions/${sid}/thermo_mpnns`, {
    token,
    body: { inputs: { pose_id: poseId } },
  });
  expect(reply.status, reply.text).toBe(201);
  return reply.body;
}

export const getAction = async (server: Api, token: string, sid: string, id: string) =>
  (await server.call('GET', `/api/sessions/${sid}/actions/${id}`, { token })).body;

/** Polls the action until its status is `status` (within `timeout` ms). */
export async function waitForStatus(
  server: Api,
  token: string,
  sid: string,
  id: string,
  status: string,
  timeout = 15_000,
) {
  await expect
    .poll(async () => (await getAction(server, token, sid, id)).status, { timeout, interval: 25 })
    .toBe(status);
  return getAction(server, token, sid, id);
}

/** True while a process of this pid exists. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function organisation(
  server: Api,
  token: string,
): Promise<{ organizationId: string | number; balanceCredits: number }> {
  return (await server.call('GET', '/api/billing_accounts/organization', { token })).body;
}

/** The organisation's ledger rows, oldest first. */
export function ledger(db: Db, organisationId: string) {
  return db.query<{ type: string; amount: number; balance: number; description: string; reference: string | null }>(
    'SELECT type, amount::float8 AS amount, balance::float8 AS balance, description, reference FROM ledger WHERE organisation_id = $1 ORDER BY id',
    [organisationId],
  );
}

/** A raw Pusher-protocol client subscribed to a session channel (or `channel`), collecting its events. */
export async function liveChannel(server: Api, token: string, sid: string, channel = `private-session-${sid}`) {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/app/bench?protocol=7&client=js&version=8.6.0`);
  const events: { op: string; type: string; ids: string[]; at: number; wall: number }[] = [];
  /** every event but the protocol's own */
  const frames: { event: string; data: Record<string, unknown> }[] = [];
  let socketId = '';
  const subscribed = new Promise<void>((resolve) => {
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString());
      if (frame.event === 'pusher:connection_established') socketId = JSON.parse(frame.data).socket_id;
      if (frame.event === 'pusher_internal:subscription_succeeded') resolve();
      if (!frame.event.startsWith('pusher'))
        frames.push({ event: frame.event, data: typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data });
      if (frame.event === 'model')
        events.push({
          ...(typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data),
          at: performance.now(),
          wall: Date.now(),
        });
    });
  });
  // a server killed under the test closes the socket; that is an outcome, not a crash
  ws.on('error', () => undefined);
  await new Promise((resolve) => ws.once('open', resolve));
  await expect.poll(() => socketId).not.toBe('');
  const { auth } = (
    await server.call('POST', '/api/live/auth', { token, body: { socket_id: socketId, channel_name: channel } })
  ).body;
  ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
  await subscribed;
  return { events, frames, close: () => ws.close() };
}
