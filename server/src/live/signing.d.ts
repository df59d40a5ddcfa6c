/** Pusher private-channel signature: `key:hex(hmac-sha256(secret, socket_id:channel[:channel_data]))`. */
export declare function signChannel(key: string, secret: string, socketId: string, channel: string, channelData?: string): string;
export declare function signatureMatches(expected: string, given: unknown): boolean;
/** The built-in endpoint's secret, derived so that BENCH_SECRET itself never leaves the server. */
export declare function liveSecret(benchSecret: string): string;
