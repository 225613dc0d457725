import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig, REPO_ROOT } from './app-config.js';

/** What production requires, and nothing else. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  ADMIN_USERNAME: 'owner',
  ADMIN_PASSWORD: 'a long enough password',
  SITE_URL: 'https://www.example.com',
};

describe('loadConfig', () => {
  it('has working defaults for `make start`', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 5000,
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, '.data'),
      embeddedPostgresPort: 5433,
      storage: { driver: 'disk', directory: path.join(REPO_ROOT, '.data', 'uploads') },
      jwtExpiresInSeconds: 8 * 3600,
      admin: { username: 'admin', password: undefined },
      contactRateLimit: { limit: 5, windowSeconds: 900 },
      seedSamplePosts: true,
      apiDocs: true,
      blogReadCache: true,
      trustProxy: 'loopback',
      siteUrl: 'http://localhost:5000',
    });
  });

  it('turns the blog read cache off with BLOG_READ_CACHE=false', () => {
    expect(loadConfig({ BLOG_READ_CACHE: 'false' }).blogReadCache).toBe(false);
    expect(loadConfig({}).blogResponseCache).toBe(true);
    expect(loadConfig({ BLOG_RESPONSE_CACHE: 'false' }).blogResponseCache).toBe(false);
  });

  it('treats empty values, as copied from .env.example, as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', JWT_SECRET: '', PORT: '' }).port).toBe(5000);
  });

  it('refuses to start in production without secrets, listing every problem', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    const attempt = () => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' });
    expect(attempt).toThrow('JWT_SECRET must be at least 32 characters');
    expect(attempt).toThrow('ADMIN_USERNAME is required in production');
    expect(attempt).toThrow('ADMIN_PASSWORD is required in production');
    expect(attempt).toThrow(/SITE_URL is required in production: the public address/);
  });

  it('starts in production with the secrets, and seeds no sample posts', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'a long enough password',
      DATABASE_URL: 'postgres://u:p@db:5432/site',
      SITE_URL: 'https://www.example.com',
    });
    expect(config).toMatchObject({
      production: true,
      siteUrl: 'https://www.example.com',
      seedSamplePosts: false,
      apiDocs: false,
      admin: { username: 'owner' },
    });
  });

  it('serves the API docs outside production unless API_DOCS turns them off, and in production only when it turns them on', () => {
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'a long enough password',
      SITE_URL: 'https://www.example.com',
    };
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'sometimes' })).toThrow(/API_DOCS/);
  });

  it("takes the site's address from SITE_URL, by default the address `make start` serves", () => {
    expect(loadConfig({ PORT: '5055' }).siteUrl).toBe('http://localhost:5055');
    expect(loadConfig({ PORT: '5055', SITE_URL: 'https://www.example.com' }).siteUrl).toBe(
      'https://www.example.com',
    );
    expect(loadConfig({ SITE_URL: 'http://127.0.0.1:8080' }).siteUrl).toBe('http://127.0.0.1:8080');
  });

  it('refuses a SITE_URL that is not an http(s) origin, showing how to write it', () => {
    const refused = (value: string) => () => loadConfig({ SITE_URL: value });
    expect(refused('https://www.example.com/')).toThrow(
      'SITE_URL must be the site\'s origin only, written as "https://www.example.com"',
    );
    expect(refused('https://www.example.com/blog')).toThrow(/no path, query or trailing slash/);
    expect(refused('https://WWW.Example.com')).toThrow('written as "https://www.example.com"');
    expect(refused('www.example.com')).toThrow('SITE_URL must be an http(s) address');
    expect(refused('ftp://example.com')).toThrow('SITE_URL must be an http(s) address');
  });

  it('chooses S3 when a bucket is set and asks for the rest of its settings', () => {
    const config = loadConfig({
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'uploads',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(
      /S3_BUCKET is required when STORAGE_DRIVER is s3/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-key' })).toThrow(
      /go together/,
    );
  });

  it("sends no email by default: no SMTP_URL, no acknowledgement, From on the site's host", () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      notifyTo: [],
      from: 'Website <no-reply@localhost>',
      acknowledge: false,
      delivery: {},
    });
    expect(loadConfig({ SITE_URL: 'https://www.example.com' }).mail.from).toBe(
      'Website <no-reply@www.example.com>',
    );
  });

  it('reads the mail settings: the notified addresses as a list, From, acknowledgement, timings', () => {
    const { mail } = loadConfig({
      SMTP_URL: 'smtps://mailer:p%40ss@smtp.example.com:465',
      CONTACT_NOTIFY_TO: ' sales@example.com, ,owner@example.com ',
      MAIL_FROM: 'Rawalpindi IT <hello@example.com>',
      CONTACT_ACKNOWLEDGE: 'true',
      MAIL_POLL_MS: '200',
      MAIL_LEASE_MS: '3000',
      MAIL_BUSY_DELAY_MS: '0',
    });
    expect(mail).toEqual({
      smtpUrl: 'smtps://mailer:p%40ss@smtp.example.com:465',
      notifyTo: ['sales@example.com', 'owner@example.com'],
      from: 'Rawalpindi IT <hello@example.com>',
      acknowledge: true,
      delivery: { pollMs: 200, leaseMs: 3000, busyDelayMs: 0 },
    });
  });

  it('refuses SMTP_URL without CONTACT_NOTIFY_TO, a bad address and a non-SMTP URL', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mailpit:1025' })).toThrow(
      'CONTACT_NOTIFY_TO is required when SMTP_URL is set: the address that receives the enquiries',
    );
    expect(() =>
      loadConfig({
        SMTP_URL: 'smtp://mailpit:1025',
        CONTACT_NOTIFY_TO: 'sales@example.com, sales',
      }),
    ).toThrow(
      'CONTACT_NOTIFY_TO must be email addresses separated by commas; not an address: "sales"',
    );
    expect(() => loadConfig({ SMTP_URL: 'https://smtp.example.com' })).toThrow(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ address/,
    );
    expect(() => loadConfig({ CONTACT_ACKNOWLEDGE: 'sometimes' })).toThrow(/CONTACT_ACKNOWLEDGE/);
    expect(() => loadConfig({ MAIL_FROM: 'A <a@example.com>\r\nBcc: b@example.com' })).toThrow(
      /MAIL_FROM must be one line/,
    );
  });

  it('logs readable lines at info outside production, JSON in production, warn and up in tests', () => {
    expect(loadConfig({}).log).toEqual({ level: 'info', format: 'pretty' });
    expect(loadConfig(PRODUCTION).log).toEqual({ level: 'info', format: 'json' });
    expect(loadConfig({ NODE_ENV: 'test' }).log).toEqual({ level: 'warn', format: 'pretty' });
    expect(loadConfig({ NODE_ENV: 'test', LOG_FORMAT: 'json', LOG_LEVEL: 'info' }).log).toEqual({
      level: 'info',
      format: 'json',
    });
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('serves metrics on 127.0.0.1:9464 unless METRICS_PORT says otherwise (none in tests)', () => {
    expect(loadConfig({}).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ NODE_ENV: 'test' }).metrics.port).toBe(0);
    expect(loadConfig({ METRICS_PORT: '0' }).metrics.port).toBe(0);
    expect(loadConfig({ METRICS_PORT: '9100', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      port: 9100,
      host: '0.0.0.0',
    });
    expect(() => loadConfig({ PORT: '9464' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: '5000' })).toThrow(/METRICS_PORT must differ/);
    expect(loadConfig({ PORT: '9464', METRICS_PORT: '0' }).metrics.port).toBe(0);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });

  it('sizes the database pool from DATABASE_POOL_SIZE: 10 by default, 1 to 100', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '20' }).databasePoolSize).toBe(20);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '500' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('reads durations and refuses nonsense', () => {
    expect(loadConfig({ JWT_EXPIRES_IN: '30m' }).jwtExpiresInSeconds).toBe(1800);
    expect(loadConfig({ JWT_EXPIRES_IN: '3600' }).jwtExpiresInSeconds).toBe(3600);
    expect(() => loadConfig({ JWT_EXPIRES_IN: 'forever' })).toThrow(/JWT_EXPIRES_IN/);
    expect(() => loadConfig({ PORT: 'http' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
