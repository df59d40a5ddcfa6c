import { type BenchServer, type Config, type Db, type ServerDeps } from '../../../server/src/index.ts';
export interface Reply<T = any> {
    status: number;
    body: T;
    text: string;
    headers: Headers;
}
export interface CallOptions {
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
    gzip?: boolean;
    /** send this exact text as the body */
    raw?: string;
}
/** What a test needs to talk to a server, in this process or another. */
export type Api = Pick<TestServer, 'call' | 'port'>;
export interface TestServer {
    url: string;
    port: number;
    server: BenchServer;
    call<T = any>(method: string, path: string, options?: CallOptions): Promise<Reply<T>>;
    close(): Promise<void>;
}
/** The real server on 127.0.0.1 (a free port) over a shared test database. */
export declare function startServer(db: Db, env?: Record<string, string>, overrides?: Partial<Config>, deps?: Omit<ServerDeps, 'db'>): Promise<TestServer>;
/** Requests to the server at `url` as the tests make them (JSON in and out, a bearer token). */
export declare function httpCaller(url: string): TestServer['call'];
/** Alice: promotion editor with every flag; Bob: a scientist with none. */
export declare const TEST_USERS: ({
    id: string;
    firstName: string;
    lastName: string;
    password: string;
    roles: string[];
    isPromotionEditor: boolean;
    flags: {
        canCloneProject: boolean;
        canSeeSingleChainHmGroup: boolean;
        canSeeSingleChainHmLigand: boolean;
        canUseTestingTools: boolean;
        canSeePPD: boolean;
    };
    credits: number;
    organizationId: number;
    subscriptionType: string;
} | {
    organizationId?: undefined;
    id: string;
    firstName: string;
    lastName: string;
    password: string;
    roles: string[];
    isPromotionEditor: boolean;
    flags: {};
    credits: number;
    subscriptionType: string;
})[];
export declare function writeUsersFile(users?: unknown[]): string;
/** A server with the test users file, and a signed-in token per user. */
export declare function startWithUsers(db: Db, env?: Record<string, string>, deps?: Omit<ServerDeps, 'db'>): Promise<{
    server: TestServer;
    alice: string;
    bob: string;
}>;
