import type { EntityType } from '@bench/sdk/model';
/** Where a request may look: one type, inside one session and/or belonging to one owner. */
export interface ItemScope {
    type: EntityType;
    sessionId: string | null;
    ownerId: string | null;
    /** conditions every read adds (e.g. visible promotions only) */
    forced?: Record<string, unknown>;
}
