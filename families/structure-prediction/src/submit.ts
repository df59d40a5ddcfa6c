import type { Api, BaseItem, Stores } from '@bench/sdk';
import { ENTITY, GROUP_ENTITY } from './entities.ts';
import { MESSAGES, failureMessage, type PredictionGroup, type StructurePrediction } from './model.ts';

export interface PredictionRequest {
  group: { name: string; type: string };
  member: {
    type: string;
    name: string;
    input: Record<string, unknown>;
    single_chain_hm_template_ids?: string[];
    single_chain_hm_ligands_id?: StructurePrediction['single_chain_hm_ligands_id'];
  };
}

export type MemberPatch = Pick<
  Partial<StructurePrediction>,
  'name' | 'single_chain_hm_template_ids' | 'single_chain_hm_ligands_id'
>;

/**
 * The group routes of spec 3 §7, and a prediction's cancel. Live events of this window's own calls are dropped, so each call
 * refreshes the groups and predictions this window shows.
 */
export function predictionCalls(api: Api, stores: Stores, sessionId: string) {
  const groups = stores.of<PredictionGroup & BaseItem>(GROUP_ENTITY);
  const predictions = stores.of<StructurePrediction & BaseItem>(ENTITY);
  const changed = (groupId: string, memberIds: string[] = []) =>
    Promise.all([groups.reread([groupId]), predictions.reread(memberIds)]);
  return {
    /** 'Failed to create Single-Chain HM group' is logged when it fails (spec 2 §8). */
    async createGroup(group: PredictionRequest['group']): Promise<PredictionGroup> {
      const created = await api
        .post<PredictionGroup>(`/api/sessions/${sessionId}/${GROUP_ENTITY}`, group)
        .catch((failure: unknown) => {
          console.error(MESSAGES.createGroup, failure);
          throw failure;
        });
      groups.touch();
      return created;
    },
    async addMember(groupId: string, member: PredictionRequest['member']): Promise<StructurePrediction> {
      const created = await api.post<StructurePrediction>(`/api/${GROUP_ENTITY}/${groupId}/${ENTITY}`, member);
      await changed(groupId);
      return created;
    },
    async removeMember(groupId: string, memberId: string): Promise<void> {
      await api.delete(`/api/${GROUP_ENTITY}/${groupId}/${ENTITY}/${memberId}`);
      await changed(groupId, [memberId]);
    },
    async updateMember(groupId: string, memberId: string, patch: MemberPatch): Promise<void> {
      await api.put(`/api/sessions/${sessionId}/${ENTITY}/${memberId}`, patch);
      await changed(groupId, [memberId]);
    },
    async submitGroup(groupId: string, memberIds: string[]): Promise<void> {
      await api.post(`/api/${GROUP_ENTITY}/${groupId}/submit`, {});
      await changed(groupId, memberIds);
    },
    async cancel(predictionId: string): Promise<void> {
      await api.put(`/api/${ENTITY}/${predictionId}/cancel`);
      await predictions.reread([predictionId]);
    },
  };
}

/** Which call of create-and-run-many failed: creating (group or member) or submitting; their messages differ (spec 2 §8). */
export class SubmitFailure extends Error {
  constructor(
    readonly stage: 'create' | 'submit',
    readonly failure: unknown,
  ) {
    super(failure instanceof Error ? failure.message : String(failure));
  }
}

/**
 * spec 3 §7 create-and-run-many: for each request its group is created, its member added, then the
 * group submitted. Returns the members; a failure says at which stage it happened.
 */
export async function createAndRunMany(
  calls: ReturnType<typeof predictionCalls>,
  requests: readonly PredictionRequest[],
): Promise<StructurePrediction[]> {
  const members: StructurePrediction[] = [];
  for (const request of requests) {
    const { group, member } = await (async () => {
      const group = await calls.createGroup(request.group);
      return { group, member: await calls.addMember(group._id, request.member) };
    })().catch((failure: unknown) => {
      throw new SubmitFailure('create', failure);
    });
    await calls.submitGroup(group._id, [member._id]).catch((failure: unknown) => {
      throw new SubmitFailure('submit', failure);
    });
    members.push(member);
  }
  return members;
}

/**
 * What a person reads when create-and-run-many fails (spec 2 §8, spec 3 §8): at submit a billing
 * code's message, else `submitFallback`; at creation 'Input sequence length' and 422 messages as
 * they are, else 'Something went wrong while submitting a structure prediction.'
 */
export function submitFailureMessage(
  failure: unknown,
  billing: (error: unknown) => string | null,
  submitFallback: string,
): string {
  if (failure instanceof SubmitFailure && failure.stage === 'submit')
    return billing(failure.failure) ?? failureMessage(failure.failure, submitFallback);
  return failureMessage(failure instanceof SubmitFailure ? failure.failure : failure, MESSAGES.submit);
}
