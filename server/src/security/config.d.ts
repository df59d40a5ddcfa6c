/** The limits that keep one client from starving the others, and the names this server answers to. */
export interface SecurityConfig {
    /** extra `host` or `host:port` values the Host header may name (BENCH_ALLOWED_HOSTS) */
    allowedHosts: readonly string[];
    /** addresses of reverse proxies whose X-Forwarded-For is believed (BENCH_TRUSTED_PROXIES) */
    trustedProxies: readonly string[];
    live: LiveLimits;
    signIn: SignInLimits;
}
export interface LiveLimits {
    /** largest WebSocket frame a client may send; larger closes the socket (1009) */
    maxFrameBytes: number;
    /** channels one socket may be subscribed to at once */
    maxChannelsPerSocket: number;
    /** client events one socket may send per second (Pusher's own limit is 10) */
    clientEventsPerSecond: number;
    /** open sockets from one address */
    maxConnectionsPerAddress: number;
    /** a socket that has joined no private channel by then is closed (4009) */
    authTimeoutSeconds: number;
}
export interface SignInLimits {
    /** wrong passwords for one account before it has to wait */
    freeFailuresPerAccount: number;
    /** wrong passwords from one address before it has to wait */
    freeFailuresPerAddress: number;
    /** the wait doubles from 1 s with each further wrong password, up to this */
    maxBackoffSeconds: number;
}
type Env = Record<string, string | undefined>;
export declare function securityConfig(env: Env): SecurityConfig;
export {};
