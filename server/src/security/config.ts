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

function positive(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of at least 1, got '${raw}'`);
  return value;
}

const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function securityConfig(env: Env): SecurityConfig {
  return {
    allowedHosts: list(env.BENCH_ALLOWED_HOSTS).map((host) => host.toLowerCase()),
    trustedProxies: list(env.BENCH_TRUSTED_PROXIES),
    live: {
      maxFrameBytes: positive(env, 'BENCH_LIVE_MAX_FRAME_BYTES', 10 * 1024),
      maxChannelsPerSocket: positive(env, 'BENCH_LIVE_MAX_CHANNELS', 100),
      clientEventsPerSecond: positive(env, 'BENCH_LIVE_CLIENT_EVENTS_PER_S', 10),
      maxConnectionsPerAddress: positive(env, 'BENCH_LIVE_MAX_CONNECTIONS_PER_ADDRESS', 100),
      authTimeoutSeconds: positive(env, 'BENCH_LIVE_AUTH_TIMEOUT_S', 30),
    },
    signIn: {
      freeFailuresPerAccount: positive(env, 'BENCH_SIGNIN_FREE_FAILURES', 5),
      freeFailuresPerAddress: positive(env, 'BENCH_SIGNIN_FREE_FAILURES_PER_ADDRESS', 20),
      maxBackoffSeconds: positive(env, 'BENCH_SIGNIN_MAX_BACKOFF_S', 900),
    },
  };
}
