import type { Db } from '../../../server/src/index.ts';
import type { Api } from './server.ts';
/** The app's catalog plus the test plugin (tests/fixtures-plugins/test-jobs): BENCH_CATALOG of the job tests. */
export declare const TEST_CATALOG: string;
export declare const fixture: (path: string) => string;
/**
 * A session holding the structure of `file`, loaded the way the structure loader does it; residues
 * named in `keep` (e.g. a ligand the loader leaves out by default) are kept as their first choice.
 */
export declare function sessionWithPose(server: Api, token: string, file?: string, keep?: readonly string[]): Promise<{
    sid: string;
    pose: any;
    collection: any;
    pdb: string;
}>;
/** Loads the structure of `file` into the session (its own new collection), as the structure loader does. */
export declare function addPose(server: Api, token: string, sid: string, file?: string, keep?: readonly string[]): Promise<{
    pose: any;
    collection: any;
    pdb: string;
}>;
/** Loads a structure given as text (file `name`) into the session, as the structure loader does. */
export declare function addPoseText(server: Api, token: string, sid: string, name: string, text: string, keep?: readonly string[]): Promise<{
    pose: any;
    collection: any;
    pdb: string;
}>;
export declare function createAction(server: Api, token: string, sid: string, input: Record<string, unknown>, name?: string): Promise<any>;
export declare const getAction: (server: Api, token: string, sid: string, id: string) => Promise<any>;
/** Polls the action until its status is `status` (within `timeout` ms). */
export declare function waitForStatus(server: Api, token: string, sid: string, id: string, status: string, timeout?: number): Promise<any>;
/** True while a process of this pid exists. */
export declare function processAlive(pid: number): boolean;
export declare function organisation(server: Api, token: string): Promise<{
    organizationId: string | number;
    balanceCredits: number;
}>;
/** The organisation's ledger rows, oldest first. */
export declare function ledger(db: Db, organisationId: string): Promise<{
    type: string;
    amount: number;
    balance: number;
    description: string;
    reference: string | null;
}[]>;
/** A raw Pusher-protocol client subscribed to a session channel (or `channel`), collecting its events. */
export declare function liveChannel(server: Api, token: string, sid: string, channel?: string): Promise<{
    events: {
        op: string;
        type: string;
        ids: string[];
        at: number;
        wall: number;
    }[];
    frames: {
        event: string;
        data: Record<string, unknown>;
    }[];
    close: () => void;
}>;
