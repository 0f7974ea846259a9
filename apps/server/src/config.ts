import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { LogFormat } from './lib/logging.js';
import { DEFAULT_OPTIONS as NETWORK_DEFAULTS, type PortRange } from './lib/network.js';
import { PRIVATE_DIR_MODE } from './lib/privateFiles.js';

const DEFAULT_IMAP_PORTS = NETWORK_DEFAULTS.ports;

/** `1143` or `10000-10100` (checked by the schema's pattern). */
function portRange(text: string): PortRange {
  const [from = 0, to = from] = text.split('-').map(Number);
  return [from, to];
}

/**
 * The server's configuration, parsed once at boot from the environment.
 * Nothing else in the server reads `process.env`.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  RAPPORT_DATA_DIR: z.string().min(1).default('./.rapport'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Rapport <no-reply@rapport.local>'),
  ADMIN_EMAILS: z.string().default(''),
  APP_URL: z.string().url().optional(),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false'),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(0).default(3_600_000),
  UPLOAD_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  RATE_LIMIT_USER_PER_MIN: z.coerce.number().int().min(0).default(600),
  RATE_LIMIT_IP_PER_MIN: z.coerce.number().int().min(0).default(600),
  MAILBOX_SYNC_INTERVAL_MIN: z.coerce.number().min(0).default(10),
  JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).default(30),
  GMAIL_INITIAL_DAYS: z.coerce.number().int().min(1).default(365),
  GMAIL_MAX_MESSAGES: z.coerce.number().int().min(1).default(20_000),
  MBOX_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(2 * 1024 ** 3),
  IMAP_ALLOW_PRIVATE_HOSTS: z.enum(['true', 'false', '1', '0']).default('false'),
  IMAP_EXTRA_PORTS: z
    .string()
    .regex(
      /^\s*\d{1,5}(-\d{1,5})?(\s*,\s*\d{1,5}(-\d{1,5})?)*\s*$/,
      'must be ports or ranges separated by commas, e.g. 1143,1993 or 10000-10100',
    )
    .optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_GMAIL_API_URL: z.string().url().default('https://gmail.googleapis.com'),
  GOOGLE_PEOPLE_API_URL: z.string().url().default('https://people.googleapis.com'),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_TENANT: z
    .string()
    .regex(/^[A-Za-z0-9.-]{1,100}$/, 'must be common, organizations, consumers, a tenant id or a domain')
    .default('common'),
  MICROSOFT_LOGIN_URL: z.string().url().default('https://login.microsoftonline.com'),
  MICROSOFT_GRAPH_URL: z.string().url().default('https://graph.microsoft.com'),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  EMBEDDING_MODEL: z.string().min(1).optional(),
  EMBEDDING_MIN_SIMILARITY: z.coerce.number().min(-1).max(1).default(0.5),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000),
  LLM_CONTEXT_TOKENS: z.coerce.number().int().min(1_024).default(8_192),
});

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** 32 bytes, for encrypting mailbox tokens at rest. */
  encryptionKey: Buffer;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  appUrl: string;
  corsOrigins: string[];
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For (rate limits are per IP). */
  trustProxy: boolean;
  webDistDir: string | undefined;
  /** Development: `warn` (no request lines; `LOG_LEVEL=info` adds one line per request). Production: `info`. */
  logLevel: string;
  /** `pretty` (one readable line each) in development, `json` in production; `LOG_FORMAT` overrides. */
  logFormat: LogFormat;
  /**
   * How long a request may take to arrive, headers and body (0: no limit), and how long a body
   * may stall before its connection is cut (`http/bodyBounds.ts`).
   */
  requestTimeoutMs: number;
  uploadIdleTimeoutMs: number;
  /** `/api` calls per minute: signed in, per user; anonymous, per IP (0: no limit). */
  rateLimits: { userPerMin: number; ipPerMin: number };
  jobs: {
    /**
     * PostgreSQL: a running job's worker renews its heartbeat every half of this; a job not renewed
     * for this long (its instance died) is taken over by another instance (at least 10, pg-boss's floor).
     */
    heartbeatSeconds: number;
  };
  mailbox: {
    /** Minutes between incremental syncs of connected mailboxes (0: only on request). */
    syncIntervalMin: number;
    gmailInitialDays: number;
    gmailMaxMessages: number;
    /** Largest mbox archive accepted (413 beyond). */
    mboxMaxBytes: number;
    /**
     * Where IMAP connections may go (`lib/network.ts`): public addresses on these ports;
     * `allowPrivate` adds the machine itself and private networks (a self-hosted mail server).
     */
    imapNetwork: { allowPrivate: boolean; ports: PortRange[] };
  };
  /**
   * An OpenAI-compatible model behind Query Mode (OpenAI, Ollama, vLLM, llama.cpp's server);
   * undefined without `LLM_BASE_URL`: the built-in engine answers alone.
   */
  llm: LlmSettings | undefined;
  google: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    authUrl: string;
    tokenUrl: string;
    gmailApiUrl: string;
    peopleApiUrl: string;
  };
  /** Microsoft 365 and Outlook.com mailboxes through Microsoft's sign-in and Graph (issue 27). */
  microsoft: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    /** `common` (work and personal accounts), `organizations`, `consumers`, or one tenant. */
    tenant: string;
    /** The identity platform's origin; its v2.0 endpoints are `{loginUrl}/{tenant}/oauth2/v2.0/…`. */
    loginUrl: string;
    /** Graph's origin; calls go to `{graphUrl}/v1.0/…`. */
    graphUrl: string;
  };
}

export interface LlmSettings {
  /** Up to and including the API version, e.g. `https://api.openai.com/v1`, `http://localhost:11434/v1`. */
  baseUrl: string;
  /** Sent as the bearer token; local servers usually need none. */
  apiKey: string | undefined;
  model: string;
  /** For vector similarity in retrieval; undefined: no embeddings. */
  embeddingModel: string | undefined;
  /**
   * How close (cosine) a source's embedding must be to the question's to be about it without
   * sharing its words; the scale depends on the model.
   */
  embeddingMinSimilarity: number;
  /** The whole call, first byte to last streamed token; beyond it the built-in engine answers. */
  timeoutMs: number;
  /** The model's context window in tokens; prompts are kept under it. */
  contextTokens: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

interface Secrets {
  jwtSecret: string;
  encryptionKey: string;
}

/**
 * The data folder must be a folder this process can read and write: checked once at boot, so a
 * wrong `RAPPORT_DATA_DIR` stops the server with one sentence instead of a stack trace later.
 */
export function prepareDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const probe = join(dataDir, `.write-check-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe);
    accessSync(dataDir, constants.R_OK | constants.W_OK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? String(e);
    throw new ConfigError(
      `Rapport cannot read and write its data folder ${dataDir} (${code}): make it a folder this user can ` +
        'write to, or point RAPPORT_DATA_DIR at one.',
    );
  }
}

/** Development secrets are generated once and kept in the data folder, so sessions survive a restart. */
function loadOrCreateDevSecrets(dataDir: string): Secrets {
  prepareDataDir(dataDir);
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      throw new ConfigError(
        `Rapport cannot read ${file} (${(e as NodeJS.ErrnoException).code}): fix its permissions or remove it.`,
      );
    }
    const parsed = z
      .object({ jwtSecret: z.string().min(32), encryptionKey: z.string().regex(/^[0-9a-f]{64}$/) })
      .safeParse(safeJson(text));
    if (parsed.success) return parsed.data;
  }
  const secrets: Secrets = {
    jwtSecret: randomBytes(32).toString('hex'),
    encryptionKey: randomBytes(32).toString('hex'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function list(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Host names and addresses that listen on this machine alone. */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;

/**
 * Why the server must not start as configured, or undefined: in development without SMTP, the
 * dev outbox holds every sign-up code and reset link, so the server listens on loopback only.
 */
export function exposedOutbox(config: Config): string | undefined {
  if (config.isProduction || config.smtpUrl || LOOPBACK_HOST.test(config.host)) return undefined;
  return (
    `HOST=${config.host} would let other machines reach the dev outbox's sign-up codes and reset links: ` +
    'set SMTP_URL to send real mail, set NODE_ENV=production, or listen on 127.0.0.1.'
  );
}

/** Parses the environment; throws a ConfigError with every problem listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.LLM_BASE_URL !== undefined && e.LLM_MODEL === undefined)
    throw new ConfigError(
      'Invalid configuration:\n  LLM_MODEL: required with LLM_BASE_URL (the model to ask, e.g. gpt-4o-mini or llama3.1)',
    );
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = resolve(e.RAPPORT_DATA_DIR);

  let jwtSecret = e.JWT_SECRET;
  let encryptionKey = e.ENCRYPTION_KEY;
  if (!jwtSecret || !encryptionKey) {
    if (isProduction) {
      const missing = [!jwtSecret && 'JWT_SECRET', !encryptionKey && 'ENCRYPTION_KEY'].filter(Boolean);
      throw new ConfigError(
        `Missing secrets in production: ${missing.join(', ')}. Set JWT_SECRET (at least 32 characters) ` +
          'and ENCRYPTION_KEY (64 hex characters, e.g. `openssl rand -hex 32`).',
      );
    }
    const dev = loadOrCreateDevSecrets(dataDir);
    jwtSecret ??= dev.jwtSecret;
    encryptionKey ??= dev.encryptionKey;
  } else if (!e.DATABASE_URL) {
    // The embedded database lives in the data folder.
    prepareDataDir(dataDir);
  }

  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret,
    encryptionKey: Buffer.from(encryptionKey, 'hex'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: list(e.ADMIN_EMAILS).map((s) => s.toLowerCase()),
    // The banner's address: links (OAuth redirect, reset mail) must come back to the origin the
    // person opened, or the browser's session (local storage) is not there.
    appUrl: (
      e.APP_URL ??
      `http://${['0.0.0.0', '127.0.0.1', '::', '::1'].includes(e.HOST) ? 'localhost' : e.HOST}:${e.PORT}`
    ).replace(/\/$/, ''),
    corsOrigins: list(e.CORS_ORIGINS),
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    webDistDir: e.WEB_DIST_DIR,
    logLevel: e.LOG_LEVEL ?? { test: 'silent', development: 'warn', production: 'info' }[e.NODE_ENV],
    logFormat: e.LOG_FORMAT ?? (isProduction ? 'json' : 'pretty'),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    uploadIdleTimeoutMs: e.UPLOAD_IDLE_TIMEOUT_MS,
    rateLimits: { userPerMin: e.RATE_LIMIT_USER_PER_MIN, ipPerMin: e.RATE_LIMIT_IP_PER_MIN },
    jobs: { heartbeatSeconds: e.JOB_HEARTBEAT_SECONDS },
    mailbox: {
      syncIntervalMin: e.MAILBOX_SYNC_INTERVAL_MIN,
      gmailInitialDays: e.GMAIL_INITIAL_DAYS,
      gmailMaxMessages: e.GMAIL_MAX_MESSAGES,
      mboxMaxBytes: e.MBOX_MAX_BYTES,
      imapNetwork: {
        allowPrivate: e.IMAP_ALLOW_PRIVATE_HOSTS === 'true' || e.IMAP_ALLOW_PRIVATE_HOSTS === '1',
        ports: [...DEFAULT_IMAP_PORTS, ...list(e.IMAP_EXTRA_PORTS ?? '').map(portRange)],
      },
    },
    llm:
      e.LLM_BASE_URL === undefined || e.LLM_MODEL === undefined
        ? undefined
        : {
            baseUrl: e.LLM_BASE_URL.replace(/\/$/, ''),
            apiKey: e.LLM_API_KEY,
            model: e.LLM_MODEL,
            embeddingModel: e.EMBEDDING_MODEL,
            embeddingMinSimilarity: e.EMBEDDING_MIN_SIMILARITY,
            timeoutMs: e.LLM_TIMEOUT_MS,
            contextTokens: e.LLM_CONTEXT_TOKENS,
          },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      authUrl: e.GOOGLE_AUTH_URL,
      tokenUrl: e.GOOGLE_TOKEN_URL,
      gmailApiUrl: e.GOOGLE_GMAIL_API_URL,
      peopleApiUrl: e.GOOGLE_PEOPLE_API_URL,
    },
    microsoft: {
      clientId: e.MICROSOFT_CLIENT_ID,
      clientSecret: e.MICROSOFT_CLIENT_SECRET,
      tenant: e.MICROSOFT_TENANT,
      loginUrl: e.MICROSOFT_LOGIN_URL.replace(/\/$/, ''),
      graphUrl: e.MICROSOFT_GRAPH_URL.replace(/\/$/, ''),
    },
  };
}
