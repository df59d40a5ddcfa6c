import type { Api } from '@bench/sdk/model';

/** Residues of a pose sequence; '/' marks chain breaks and is not a residue. */
export function sequenceLength(sequence: string | null | undefined): number {
  return (sequence ?? '').replace(/\//g, '').length;
}

/**
 * Residue count of the longest pose in the session, or in one collection. Asks the server for the
 * sequences only, and bypasses the pose store so its cache never holds these partial poses.
 */
export async function longestPose(api: Api, sessionId: string, collectionId?: string): Promise<number> {
  const query = { is_deleted: false, ...(collectionId ? { pose_collection_id: collectionId } : {}) };
  const reply = await api.post<{ models: { sequence?: string }[] }>(`/api/sessions/${sessionId}/poses/query`, {
    query,
    fields: ['sequence'],
  });
  return reply.models.reduce((longest, pose) => Math.max(longest, sequenceLength(pose.sequence)), 0);
}
