import { sessionChannel, userChannel, type EntityType } from '@bench/sdk/model';

// Pusher caps an event at 10 kB: about 300 ids of 24 characters.
export const IDS_PER_EVENT = 300;

/** Channels a model event about items of a type goes to. */
export function channelsFor(
  type: EntityType,
  ids: string[],
  sessionId: string | null,
  ownerId: string | null,
): string[] {
  if (sessionId) return [sessionChannel(sessionId)];
  if (type === 'sessions') return [...(ownerId ? [userChannel(ownerId)] : []), ...ids.map(sessionChannel)];
  return ownerId ? [userChannel(ownerId)] : [];
}
