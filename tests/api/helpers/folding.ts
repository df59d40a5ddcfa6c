import { expect } from 'vitest';
import { organisation } from './jobs.ts';
import type { Api } from './server.ts';

export const CRAMBIN = 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN';
export const TRP_CAGE = 'NLYIQWLKDGGPSSGRPPPS';

export interface FoldInput {
  aiTool: string;
  mode: string;
  sequences: string[];
  pose_ids?: string[];
}

type Pose = { _id: string; name: string; sequence: string; score_terms: Record<string, any> };

/**
 * AI folding through the API as the creator does it: a group per sequence with one prediction,
 * submitted; the prediction followed until it settles; the models of its collection by name.
 */
export function aiFoldingCalls(server: Api, token: string) {
  const prediction = async (sid: string, id: string) =>
    (await server.call('GET', `/api/sessions/${sid}/structure_predictions/${id}`, { token })).body;
  return {
    balance: async () => (await organisation(server, token)).balanceCredits as number,
    session: async () =>
      (await server.call('POST', '/api/sessions', { token, body: { name: 'Folding' } })).body._id as string,
    async create(sid: string, input: FoldInput, name = 'complex') {
      const group = (
        await server.call('POST', `/api/sessions/${sid}/structure_prediction_groups`, {
          token,
          body: { name: `${input.aiTool}: ${name}`, type: 'ai-folding' },
        })
      ).body;
      const member = await server.call('POST', `/api/structure_prediction_groups/${group._id}/structure_predictions`, {
        token,
        body: { type: 'ai-folding', name, input },
      });
      return { group, member };
    },
    submit: (groupId: string) => server.call('POST', `/api/structure_prediction_groups/${groupId}/submit`, { token }),
    prediction,
    async settled(sid: string, id: string, status: 'completed' | 'failed') {
      await expect
        .poll(async () => (await prediction(sid, id)).status, { timeout: 30_000, interval: 100 })
        .toBe(status);
      return prediction(sid, id);
    },
    async collection(sid: string, id: string) {
      const collection = (await server.call('GET', `/api/sessions/${sid}/pose_collections/${id}`, { token })).body;
      const { models } = (
        await server.call('POST', `/api/sessions/${sid}/poses/query`, {
          token,
          body: { query: { pose_collection_id: id } },
        })
      ).body;
      return {
        collection,
        byName: Object.fromEntries((models as Pose[]).map((m) => [m.name, m])) as Record<string, Pose>,
      };
    },
  };
}
