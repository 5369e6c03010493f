import path from 'node:path';
import { parseSecretsKey } from './secrets/key.ts';

/** Everything the server reads from the environment, once, at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** 'sqlite:<path>' (or 'sqlite::memory:') or 'postgres://…' */
  databaseUrl: string;
  apiKey: string;
  publicUrl: string;
  production: boolean;
  smtpUrl: string | null;
  /** Sender of e-mails; null → 'Agentes <no-reply@<PUBLIC_URL host>>'. */
  mailFrom: string | null;
  recaptchaSecret: string | null;
  recaptchaSiteKey: string | null;
  googleClientId: string | null;
  facebookAppId: string | null;
  facebookAppSecret: string | null;
  /** Instagram connections (Business Login for Instagram); both halves, or the offline stand-in. */
  instagramClientId: string | null;
  instagramClientSecret: string | null;
  /**
   * SECRETS_KEY as given (checked at load: 32 bytes as 64 hex digits or base64): the key that
   * encrypts provider tokens at rest. Null → a key file made once in DATA_DIR (server/secrets/key.ts).
   * Kept as text so the configuration stays plain JSON.
   */
  secretsKey: string | null;
  mapboxToken: string | null;
  /**
   * REDIS_URL (redis:// or rediss://): several instances share the live hub's groups and
   * connection tokens through it. Null → one instance, everything in process.
   */
  redisUrl: string | null;
  rateLimit: RateLimitConfig;
  /** Phone and e-mail lookups per agent (LOOKUP_RATE_LIMIT_MAX a minute, default 30; one budget for both). */
  lookupRateLimit: { max: number; windowMs: number };
  /** Issue 20: drafts created per agent (DRAFT_RATE_LIMIT_MAX a minute, default 30). */
  draftRateLimit: { max: number; windowMs: number };
  logLevel: string;
  /** SENTRY_DSN: the SPA's error reports (POST /client-errors) are forwarded there too; null → the log only. */
  sentryDsn: string | null;
  /**
   * Who may use the offline stand-ins (mailbox, consent page, offline tokens, offline reCAPTCHA):
   * 'local' (default) answers loopback clients only; 'public' answers anyone (DEV_TOOLS=public).
   */
  devTools: 'local' | 'public';
  /**
   * Which proxies' X-Forwarded-For is believed (TRUST_PROXY): false (default, the socket's address
   * counts), a hop count, or addresses/CIDRs/proxy-addr names ('loopback', '10.0.0.0/8').
   */
  trustProxy: false | number | string[];
  /** INSPECT=true: the SPA loads the offline workflow inspector panel (a developer tool; see README). */
  inspect: boolean;

  /** How long the offline social simulator takes per post (OFFLINE_POST_DELAY_MS, default 700; 0 in tests). */
  offlinePostDelayMs: number;
  /** Issue 11, the publishing worker (server/publishing/worker.ts). */
  publishing: PublishingConfig;
  /** Issue 20: bytes one agent's uploads may store in all (STORAGE_QUOTA_BYTES, default 5 GB; server/storage/storage-quota.ts). */
  storageQuotaBytes: number;
}

export interface PublishingConfig {
  /**
   * How long a claimed job stays this instance's without a renewal (PUBLISHING_LEASE_MS, default
   * 30 s; renewed every third of it). A killed instance's jobs are taken over once it lapses.
   */
  leaseMs: number;
  /** How often an idle worker looks for jobs another instance queued or abandoned (PUBLISHING_POLL_MS, default 1 s). */
  pollMs: number;
}

/** Credential endpoints' limits (server/http/rate-limit.ts, docs/decisions.md § Rate limits). */
export interface RateLimitConfig {
  /** Requests per client address, per credential endpoint family, per window (RATE_LIMIT_MAX). */
  max: number;
  /** RATE_LIMIT_WINDOW_MS */
  windowMs: number;
  /**
   * Failed password sign-ins for one e-mail after which an attempt needs a reCAPTCHA token or
   * waits a growing delay (RATE_LIMIT_ACCOUNT_FAILURES).
   */
  accountFailures: number;
}

/** The development API key: the key is a client identifier (it ships in the SPA), not a secret. */
export const DEV_API_KEY = 'agentes-dev-api-key';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** An unset or blank variable is absent: `FOO=` in a .env file means "not configured". */
const optional = (env: NodeJS.ProcessEnv, name: string): string | null => {
  const value = env[name]?.trim();
  return value ? value : null;
};

const integer = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number => {
  const raw = optional(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) {
    throw new Error(`${name} must be an integer ≥ ${min} (got "${raw}")`);
  }
  return value;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env, 'PORT', 3000, 0);
  const dataDir = optional(env, 'DATA_DIR') ?? './data';
  const databaseUrl = optional(env, 'DATABASE_URL') ?? `sqlite:${path.join(dataDir, 'app.db')}`;
  if (!databaseUrl.startsWith('sqlite:') && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with sqlite: or postgres://');
  }
  const logLevel = optional(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const publicUrl = (optional(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute URL (got "${publicUrl}")`);
  }
  return {
    port,
    host: optional(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    apiKey: optional(env, 'API_KEY') ?? DEV_API_KEY,
    publicUrl,
    production: env.NODE_ENV === 'production',
    smtpUrl: optional(env, 'SMTP_URL'),
    mailFrom: optional(env, 'MAIL_FROM'),
    recaptchaSecret: optional(env, 'RECAPTCHA_SECRET'),
    recaptchaSiteKey: optional(env, 'RECAPTCHA_SITE_KEY') ?? optional(env, 'VITE_RECAPTCHA_SITE_KEY'),
    googleClientId: optional(env, 'GOOGLE_CLIENT_ID'),
    facebookAppId: optional(env, 'FACEBOOK_APP_ID'),
    facebookAppSecret: optional(env, 'FACEBOOK_APP_SECRET'),
    instagramClientId: optional(env, 'INSTAGRAM_CLIENT_ID'),
    instagramClientSecret: optional(env, 'INSTAGRAM_CLIENT_SECRET'),
    secretsKey: secretsKey(env),
    mapboxToken: optional(env, 'MAPBOX_TOKEN'),
    redisUrl: redisUrl(env),
    rateLimit: {
      max: integer(env, 'RATE_LIMIT_MAX', 100, 1),
      windowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1),
      accountFailures: integer(env, 'RATE_LIMIT_ACCOUNT_FAILURES', 5, 1),
    },
    lookupRateLimit: { max: integer(env, 'LOOKUP_RATE_LIMIT_MAX', 30, 1), windowMs: 60_000 },
    draftRateLimit: { max: integer(env, 'DRAFT_RATE_LIMIT_MAX', 30, 1), windowMs: 60_000 },
    logLevel,
    sentryDsn: optional(env, 'SENTRY_DSN'),
    devTools: devTools(env),
    trustProxy: trustProxy(env),
    inspect: optional(env, 'INSPECT') === 'true',

    offlinePostDelayMs: integer(env, 'OFFLINE_POST_DELAY_MS', 700, 0),
    publishing: {
      leaseMs: integer(env, 'PUBLISHING_LEASE_MS', 30_000, 300),
      pollMs: integer(env, 'PUBLISHING_POLL_MS', 1_000, 10),
    },
    storageQuotaBytes: integer(env, 'STORAGE_QUOTA_BYTES', 5 * 1024 ** 3, 1),
  };
}

/** Refused at start when malformed, so a typo never becomes a key nobody can reproduce. */
function secretsKey(env: NodeJS.ProcessEnv): string | null {
  const raw = optional(env, 'SECRETS_KEY');
  if (raw !== null) parseSecretsKey(raw);
  return raw;
}

function redisUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = optional(env, 'REDIS_URL');
  if (raw !== null && !/^rediss?:\/\/./.test(raw)) throw new Error('REDIS_URL must start with redis:// or rediss://');
  return raw;
}

function devTools(env: NodeJS.ProcessEnv): Config['devTools'] {
  const value = optional(env, 'DEV_TOOLS') ?? 'local';
  if (value !== 'local' && value !== 'public') throw new Error(`DEV_TOOLS must be local or public (got "${value}")`);
  return value;
}

/**
 * 'true' is refused on purpose: trusting every hop lets any client choose its own address (and so
 * its rate-limit bucket and whether it looks local). Name the proxies instead.
 */
function trustProxy(env: NodeJS.ProcessEnv): Config['trustProxy'] {
  const raw = optional(env, 'TRUST_PROXY');
  if (raw === null || raw === 'false') return false;
  if (/^[0-9]+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10) throw new Error(`TRUST_PROXY as a hop count must be 1 to 10 (got "${raw}")`);
    return hops;
  }
  if (raw === 'true') {
    throw new Error('TRUST_PROXY=true would let any client pick its address: give the hop count or the proxy addresses');
  }
  const entries = raw.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const named = ['loopback', 'linklocal', 'uniquelocal'];
  for (const entry of entries) {
    if (!named.includes(entry) && !/^[0-9a-fA-F:.]+(\/[0-9]{1,3})?$/.test(entry)) {
      throw new Error(`TRUST_PROXY: "${entry}" is neither an address, a CIDR range nor loopback/linklocal/uniquelocal`);
    }
  }
  return entries;
}

/** Facebook sign-in needs both halves; one without the other stays offline. */
export const facebookConfigured = (config: Config): boolean =>
  config.facebookAppId !== null && config.facebookAppSecret !== null;

/** Instagram connections need both halves; one without the other stays offline. */
export const instagramConfigured = (config: Config): boolean =>
  config.instagramClientId !== null && config.instagramClientSecret !== null;

export const googleConfigured = (config: Config): boolean => config.googleClientId !== null;
