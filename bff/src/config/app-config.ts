import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type StorageOptions } from '@site/blog';
import { type MailSettings } from '@site/contact';
import { AUDIT, LOGIN_FIELDS, RETENTION } from '@site/contract';

/** The repository root, so default folders do not depend on the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The metrics listener's port when METRICS_PORT is unset (Prometheus's range for exporters). */
export const DEFAULT_METRICS_PORT = 9464;

const bool = z.stringbool();
const positiveInt = z.coerce.number().int().min(0);

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data')),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(5433),
    STORAGE_DRIVER: z.enum(['disk', 's3']).optional(),
    UPLOADS_DIR: z.string().optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(true),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    JWT_EXPIRES_IN: z
      .string()
      .regex(/^\d+\s*[smhd]?$/, 'must be a number of seconds or a duration such as 8h, 30m or 1d')
      .default('8h'),
    ADMIN_USERNAME: z.string().trim().min(1).max(LOGIN_FIELDS.username.maxLength).optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(12, 'must be at least 12 characters')
      .max(LOGIN_FIELDS.password.maxLength)
      .optional(),
    CONTACT_RATE_LIMIT: positiveInt.default(5),
    CONTACT_RATE_WINDOW_SECONDS: positiveInt.min(1).default(900),
    CONTACT_ATTEMPT_LIMIT: positiveInt.optional(),
    MESSAGE_RETENTION_DAYS: positiveInt.optional(),
    SPAM_RETENTION_DAYS: positiveInt.optional(),
    LOGIN_MAX_FAILURES: positiveInt.min(1).default(5),
    LOGIN_MAX_FAILURES_PER_IP: positiveInt.min(1).default(20),
    LOGIN_LOCKOUT_SECONDS: positiveInt.min(1).default(30),
    AUDIT_RETENTION_DAYS: positiveInt
      .min(AUDIT.minRetentionDays, `must be at least ${AUDIT.minRetentionDays} (days)`)
      .default(AUDIT.retentionDays),
    DATABASE_RUNTIME_ROLE: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a PostgreSQL role name (a-z, 0-9, _), or owner')
      .optional(),
    DATABASE_POOL_SIZE: positiveInt.min(1).max(100).default(10),
    TRUST_PROXY: z.string().default('loopback'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    FRONTEND_DIST: z.string().default(path.join(REPO_ROOT, 'frontend', 'dist')),
    FRONTEND_SSR_DIST: z.string().default(path.join(REPO_ROOT, 'frontend', 'dist-ssr')),
    SEED_SAMPLE_POSTS: bool.optional(),
    API_DOCS: bool.optional(),
    BLOG_READ_CACHE: bool.default(true),
    BLOG_RESPONSE_CACHE: bool.default(true),
    SMTP_URL: z
      .url({
        protocol: /^smtps?$/,
        error:
          'must be an smtp:// or smtps:// address, such as smtps://user:password@smtp.example.com',
      })
      .optional(),
    CONTACT_NOTIFY_TO: z.string().optional(),
    MAIL_FROM: z
      .string()
      .trim()
      .regex(/^[^\r\n]+$/, 'must be one line, such as "Website <no-reply@example.com>"')
      .optional(),
    CONTACT_ACKNOWLEDGE: bool.default(false),
    CONTACT_NOTIFICATIONS: bool.default(true),
    MAIL_POLL_MS: positiveInt.min(1).optional(),
    MAIL_RETRY_BASE_MS: positiveInt.min(1).optional(),
    MAIL_RETRY_MAX_MS: positiveInt.min(1).optional(),
    MAIL_MAX_ATTEMPTS: positiveInt.min(1).optional(),
    MAIL_LEASE_MS: positiveInt.min(2_000).optional(),
    MAIL_BUSY_DELAY_MS: positiveInt.optional(),
    SITE_URL: z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) address such as https://www.example.com',
      })
      .refine((value) => originOf(value) === value, {
        error: (issue) =>
          `must be the site's origin only, written as ${JSON.stringify(originOf(String(issue.input)))} (no path, query or trailing slash)`,
      })
      .optional(),
  })
  .superRefine((env, ctx) => {
    const problem = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (env.NODE_ENV === 'production') {
      if (!env.JWT_SECRET)
        problem('JWT_SECRET', 'is required in production (32 characters or more)');
      if (!env.ADMIN_USERNAME) problem('ADMIN_USERNAME', 'is required in production');
      if (!env.ADMIN_PASSWORD) problem('ADMIN_PASSWORD', 'is required in production');
      if (!env.SITE_URL) {
        problem(
          'SITE_URL',
          'is required in production: the public address of the site, such as https://www.example.com',
        );
      }
    }
    if (env.SMTP_URL && addressList(env.CONTACT_NOTIFY_TO).length === 0) {
      problem(
        'CONTACT_NOTIFY_TO',
        'is required when SMTP_URL is set: the address that receives the enquiries (several: separated by commas)',
      );
    }
    const badAddresses = addressList(env.CONTACT_NOTIFY_TO).filter(
      (address) => !z.email().safeParse(address).success,
    );
    if (badAddresses.length > 0) {
      problem(
        'CONTACT_NOTIFY_TO',
        `must be email addresses separated by commas; not an address: ${badAddresses.map((address) => JSON.stringify(address)).join(', ')}`,
      );
    }
    const metricsPort = metricsPortOf(env);
    if (metricsPort !== 0 && metricsPort === env.PORT) {
      problem(
        'METRICS_PORT',
        `must differ from PORT (${env.PORT}): the metrics are never served on the site's port`,
      );
    }
    if (storageDriverOf(env) === 's3') {
      if (!env.S3_BUCKET) problem('S3_BUCKET', 'is required when STORAGE_DRIVER is s3');
      if (!!env.S3_ACCESS_KEY_ID !== !!env.S3_SECRET_ACCESS_KEY) {
        problem('S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
      }
    }
  });

type Env = z.infer<typeof schema>;

function originOf(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return value;
  }
}

/** CONTACT_NOTIFY_TO's addresses: comma separated, blanks ignored. */
function addressList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/** METRICS_PORT, by default DEFAULT_METRICS_PORT, or none (0) under NODE_ENV=test. */
function metricsPortOf(env: Env): number {
  return env.METRICS_PORT ?? (env.NODE_ENV === 'test' ? 0 : DEFAULT_METRICS_PORT);
}

function storageDriverOf(env: Env): 'disk' | 's3' {
  return env.STORAGE_DRIVER ?? (env.S3_BUCKET ? 's3' : 'disk');
}

export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  /** Unset: the bff starts an embedded PostgreSQL under dataDir. */
  databaseUrl?: string;
  /** The role the bff's requests run as (DATABASE_RUNTIME_ROLE): unset, `<database>_bff`, created
   * when the database user may; `owner`: the database user itself (docs/security.md). */
  databaseRuntimeRole?: string;
  /** Connections each bff keeps open to PostgreSQL at most (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  dataDir: string;
  embeddedPostgresPort: number;
  storage: StorageOptions;
  /** Unset outside production: a secret is generated once and kept under dataDir. */
  jwtSecret?: string;
  jwtExpiresInSeconds: number;
  admin: { username: string; password?: string };
  /** `limit`: accepted messages per address per window; `attemptLimit`: every attempt (refused
   * ones included) per address per window. 0 switches either off. */
  contactRateLimit: { limit: number; attemptLimit: number; windowSeconds: number };
  /** Days an audit event is kept (at least AUDIT.minRetentionDays). */
  auditRetentionDays: number;
  /** Days a message and a spam message are kept (0: for ever). */
  inbox: { notifications: boolean; messageRetentionDays: number; spamRetentionDays: number };
  loginLockout: {
    maxFailuresPerUser: number;
    maxFailuresPerIp: number;
    lockoutSeconds: number;
    maxLockoutSeconds: number;
  };
  /** Express "trust proxy": which peers may set X-Forwarded-For. */
  trustProxy: string | boolean;
  frontendDist: string;
  /** The frontend's server renderer of the blog pages (frontend/dist-ssr). */
  frontendSsrDist: string;
  seedSamplePosts: boolean;
  /** /api/docs, /api/docs-json and /api/docs-yaml are served (by default outside production). */
  apiDocs: boolean;
  /** The blog's in-process read cache, invalidated by PostgreSQL notifications. */
  blogReadCache: boolean;
  /** The public reads' finished answers kept in memory (bff/src/response-cache), under the
   * read cache's notifications: off with it. */
  blogResponseCache: boolean;
  /** The site's public origin (SITE_URL, no trailing slash) for absolute links; outside
   * production it defaults to http://localhost:<PORT>, the address `make start` serves. */
  siteUrl: string;
  /** The enquiry notifications (docs/notifications.md): without smtpUrl nothing is sent. */
  mail: MailSettings;
  /** Logs (docs/observability.md): JSON lines in production, readable lines otherwise; `warn` and
   * above under NODE_ENV=test, `info` and above elsewhere. */
  log: LogSettings;
  /** The Prometheus listener (docs/observability.md), a server of its own that nginx never
   * reaches. Port 0: none (the default under NODE_ENV=test, where many bff processes share one
   * host). */
  metrics: { port: number; host: string };
}

export interface LogSettings {
  level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  format: 'json' | 'pretty';
}

export class ConfigError extends Error {}

/** Reads and checks the environment once; every problem is listed, not just the first. */
export function loadConfig(environment: Record<string, string | undefined>): AppConfig {
  // Empty values (as copied from .env.example) mean "not set".
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.')} ${issue.message}`,
    );
    throw new ConfigError(`The configuration is not valid:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const siteUrl = env.SITE_URL ?? defaultSiteUrl(env.PORT);
  return {
    production,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    databaseRuntimeRole: env.DATABASE_RUNTIME_ROLE,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    dataDir: path.resolve(env.DATA_DIR),
    embeddedPostgresPort: env.EMBEDDED_PG_PORT,
    storage:
      storageDriverOf(env) === 's3'
        ? {
            driver: 's3',
            bucket: env.S3_BUCKET ?? '',
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : {
            driver: 'disk',
            directory: path.resolve(env.UPLOADS_DIR ?? path.join(env.DATA_DIR, 'uploads')),
          },
    jwtSecret: env.JWT_SECRET,
    jwtExpiresInSeconds: durationToSeconds(env.JWT_EXPIRES_IN),
    admin: { username: env.ADMIN_USERNAME ?? 'admin', password: env.ADMIN_PASSWORD },
    contactRateLimit: {
      limit: env.CONTACT_RATE_LIMIT,
      // By default six times the accepted limit, at least 30; off with it.
      attemptLimit:
        env.CONTACT_ATTEMPT_LIMIT ??
        (env.CONTACT_RATE_LIMIT === 0 ? 0 : Math.max(30, env.CONTACT_RATE_LIMIT * 6)),
      windowSeconds: env.CONTACT_RATE_WINDOW_SECONDS,
    },
    loginLockout: {
      maxFailuresPerUser: env.LOGIN_MAX_FAILURES,
      maxFailuresPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
      lockoutSeconds: env.LOGIN_LOCKOUT_SECONDS,
      maxLockoutSeconds: 3600,
    },
    auditRetentionDays: env.AUDIT_RETENTION_DAYS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    frontendDist: path.resolve(env.FRONTEND_DIST),
    frontendSsrDist: path.resolve(env.FRONTEND_SSR_DIST),
    seedSamplePosts: env.SEED_SAMPLE_POSTS ?? !production,
    apiDocs: env.API_DOCS ?? !production,
    blogReadCache: env.BLOG_READ_CACHE,
    blogResponseCache: env.BLOG_RESPONSE_CACHE,
    siteUrl,
    inbox: {
      notifications: env.CONTACT_NOTIFICATIONS,
      messageRetentionDays: env.MESSAGE_RETENTION_DAYS ?? RETENTION.messageDays,
      spamRetentionDays: env.SPAM_RETENTION_DAYS ?? RETENTION.spamDays,
    },
    log: {
      level: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
      format: env.LOG_FORMAT ?? (production ? 'json' : 'pretty'),
    },
    metrics: {
      port: metricsPortOf(env),
      host: env.METRICS_HOST,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      notifyTo: addressList(env.CONTACT_NOTIFY_TO),
      from: env.MAIL_FROM ?? `Website <no-reply@${new URL(siteUrl).hostname}>`,
      acknowledge: env.CONTACT_ACKNOWLEDGE,
      delivery: definedOnly({
        pollMs: env.MAIL_POLL_MS,
        retryBaseMs: env.MAIL_RETRY_BASE_MS,
        retryMaxMs: env.MAIL_RETRY_MAX_MS,
        maxAttempts: env.MAIL_MAX_ATTEMPTS,
        leaseMs: env.MAIL_LEASE_MS,
        busyDelayMs: env.MAIL_BUSY_DELAY_MS,
      }),
    },
  };
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/** The address `make start` serves on, which is also what its build bakes in (Makefile). */
export function defaultSiteUrl(port: number): string {
  return `http://localhost:${port}`;
}

function durationToSeconds(text: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(text);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86_400 }[match?.[2] ?? ''] ?? 1;
  return Number(match?.[1] ?? 0) * unit;
}

function parseTrustProxy(value: string): string | boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

export const APP_CONFIG = Symbol('AppConfig');
