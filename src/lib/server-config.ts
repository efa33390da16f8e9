/**
 * The server's settings from the environment (`server/main.ts`; README, Configuration). Values
 * baked into pages are read by the build instead (`src/lib/config.ts`). A malformed value stops
 * the server with the variable's name rather than running with a surprise.
 */
export interface ServerConfig {
  port: number;
  host: string;
  apiRateLimit: number;
  trustProxy: false | number | string[];
  requestTimeoutMs: number;
  logRequests: boolean;
}

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number, min = 1): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min)
    throw new Error(`${name} must be a whole number of at least ${min} (got "${raw}")`);
  return Number(raw);
}

/**
 * `TRUST_PROXY` as Fastify's `trustProxy` (issue 10 §4): a hop count (`1`: one proxy in front;
 * `true` means 1, never "every hop", which let clients pick their address with
 * `X-Forwarded-For`), or a comma-separated list of proxy addresses or CIDR ranges.
 */
export function trustProxy(value = ''): ServerConfig['trustProxy'] {
  const v = value.trim();
  if (['', 'false', '0'].includes(v)) return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

/** Reads and checks every server variable; throws naming the first bad one. */
export function readServerConfig(env: Env = process.env): ServerConfig {
  return {
    port: whole(env, 'PORT', 4321, 0),
    host: env.HOST?.trim() || 'localhost',
    apiRateLimit: whole(env, 'API_RATE_LIMIT', 60),
    trustProxy: trustProxy(env.TRUST_PROXY),
    requestTimeoutMs: whole(env, 'REQUEST_TIMEOUT_MS', 30_000, 100),
    logRequests: env.LOG_REQUESTS === 'true',
  };
}

/**
 * A warning when `TRUST_PROXY` is a hop count while the server listens beyond loopback (issue 27
 * §7): a client that reaches it without the proxy then chooses its own address with
 * `X-Forwarded-For`. Proxy addresses instead of a count, or `HOST=127.0.0.1`, are safe.
 */
export function proxyExposure(config: Pick<ServerConfig, 'host' | 'port' | 'trustProxy'>) {
  if (typeof config.trustProxy !== 'number') return null;
  if (['localhost', '127.0.0.1', '::1'].includes(config.host)) return null;
  return `TRUST_PROXY=${config.trustProxy} while the server listens on ${config.host}: a client that reaches port ${config.port} without the proxy chooses its own address (X-Forwarded-For). Behind nginx on this machine use HOST=127.0.0.1; otherwise set TRUST_PROXY to the proxy's addresses (README, One process).`;
}
