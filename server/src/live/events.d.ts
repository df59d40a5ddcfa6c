import { type EntityType } from '@bench/sdk/model';
export declare const IDS_PER_EVENT = 300;
/** Channels a model event about items of a type goes to. */
export declare function channelsFor(type: EntityType, ids: string[], sessionId: string | null, ownerId: string | null): string[];
