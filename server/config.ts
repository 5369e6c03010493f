import path from 'node:path';

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
  mapboxToken: string | null;
  rateLimit: { max: number; windowMs: number };
  logLevel: string;
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
    mapboxToken: optional(env, 'MAPBOX_TOKEN'),
    rateLimit: {
      max: integer(env, 'RATE_LIMIT_MAX', 10, 1),
      windowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1),
    },
    logLevel,
  };
}

/** Facebook sign-in needs both halves; one without the other stays offline. */
export const facebookConfigured = (config: Config): boolean =>
  config.facebookAppId !== null && config.facebookAppSecret !== null;

export const googleConfigured = (config: Config): boolean => config.googleClientId !== null;
