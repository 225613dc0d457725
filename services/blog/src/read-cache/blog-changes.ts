import { randomUUID } from 'node:crypto';
import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import { type DataSource } from 'typeorm';
import { type PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';

/** The channel the posts table's trigger notifies (migration BlogChangedNotify1764100000000). */
export const BLOG_CHANGED_CHANNEL = 'blog_changed';

/** The payload prefix of a caughtUp() marker, any replica's: a marker is not a change. */
const MARKER_PREFIX = 'caught-up:';

export interface BlogChangesOptions {
  /** How the dedicated connection reaches PostgreSQL. */
  connection: pg.ClientConfig;
  /** The first wait before connecting again after a failure; doubled up to `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** How often the listener checks that its notifications still arrive (its own, sent through
   * PostgreSQL), and how long one may take before the connection counts as broken. */
  heartbeatMs?: number;
  heartbeatTimeoutMs?: number;
}

/**
 * Listens, on one connection of its own, for the notifications PostgreSQL sends whenever the
 * posts table changes, and keeps a generation number that changes with each of them. The
 * generation is undefined whenever this process is not listening (before the first LISTEN,
 * after the connection broke, until it listens again): nothing read then may be kept.
 */
export class BlogChanges implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('BlogChanges');
  private readonly firstRetryMs: number;
  private readonly maxRetryMs: number;
  private readonly heartbeatMs: number;
  private readonly heartbeatTimeoutMs: number;
  private client?: pg.Client;
  private counter = 0;
  private current: number | undefined;
  private retryMs: number;
  private retryTimer?: NodeJS.Timeout;
  private heartbeatTimer?: NodeJS.Timeout;
  private stopped = false;
  private failed = false;
  private readonly listeners = new Set<() => void>();
  /** caughtUp() calls waiting for their own notification, by payload. */
  private readonly markers = new Map<string, () => void>();

  constructor(private readonly options: BlogChangesOptions) {
    this.firstRetryMs = options.firstRetryMs ?? 500;
    this.heartbeatMs = options.heartbeatMs ?? 30_000;
    this.heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? 10_000;
    this.maxRetryMs = options.maxRetryMs ?? 10_000;
    this.retryMs = this.firstRetryMs;
  }

  /** Changes with every change to the posts; undefined while not listening. */
  get generation(): number | undefined {
    return this.current;
  }

  /** Calls `listener` whenever the generation changes (including to undefined). */
  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  onModuleInit(): Promise<void> {
    return this.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.stop();
  }

  /** Connects and listens; a failure is logged and retried in the background. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.deaf();
    await client?.end().catch(() => undefined);
  }

  /** A change made by this process, committed: forget what was read before it, at once. */
  bump(): void {
    if (this.current === undefined) return;
    this.current = ++this.counter;
    this.emit();
  }

  /**
   * Resolves once every change committed before the call has been seen (PostgreSQL delivers
   * notifications in commit order, so this process's own marker comes after them); at once
   * when not listening, as nothing is kept then.
   */
  async caughtUp(): Promise<void> {
    const client = this.client;
    if (this.current === undefined || !client) return;
    const marker = `${MARKER_PREFIX}${randomUUID()}`;
    const seen = new Promise<void>((resolve) => this.markers.set(marker, resolve));
    try {
      await client.query('SELECT pg_notify($1, $2)', [BLOG_CHANGED_CHANNEL, marker]);
    } catch {
      this.markers.delete(marker);
      return; // the connection broke: the generation is undefined now
    }
    await seen;
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ keepAlive: true, ...this.options.connection });
    this.client = client;
    const broken = (reason: string) => {
      if (this.client !== client) return;
      this.failed = true;
      this.logger.warn(`Not listening for blog changes (${reason}); reads are not cached`);
      this.deaf();
      client.end().catch(() => undefined);
      this.retry();
    };
    client.on('error', (error) => broken(error.message));
    client.on('end', () => broken('the connection ended'));
    client.on('notification', ({ channel, payload }) => {
      if (this.client !== client || channel !== BLOG_CHANGED_CHANNEL) return;
      if (!payload?.startsWith(MARKER_PREFIX)) {
        this.current = ++this.counter;
        this.emit();
        return;
      }
      this.markers.get(payload)?.();
      this.markers.delete(payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${BLOG_CHANGED_CHANNEL}`);
    } catch (error) {
      broken(error instanceof Error ? error.message : String(error));
      return;
    }
    if (this.client !== client) return;
    // Whatever changed while this process was not listening is forgotten with the old number.
    this.current = ++this.counter;
    this.retryMs = this.firstRetryMs;
    if (this.failed) this.logger.warn('Listening for blog changes again; reads are cached');
    this.failed = false;
    this.emit();
    this.heartbeat(client, broken);
  }

  /**
   * A connection that died without closing (a frozen server, a lost network) delivers nothing
   * and reports nothing: every `heartbeatMs` a notification of its own must come back within
   * `heartbeatTimeoutMs`, or the connection counts as broken.
   */
  private heartbeat(client: pg.Client, broken: (reason: string) => void): void {
    clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = setInterval(() => {
      if (this.client !== client) return;
      const late = setTimeout(
        () => broken(`no notification came back within ${this.heartbeatTimeoutMs} ms`),
        this.heartbeatTimeoutMs,
      );
      late.unref();
      void this.caughtUp().finally(() => clearTimeout(late));
    }, this.heartbeatMs);
    this.heartbeatTimer.unref();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  private deaf(): void {
    clearInterval(this.heartbeatTimer);
    this.client = undefined;
    this.current = undefined;
    for (const marker of this.markers.values()) marker();
    this.markers.clear();
    this.emit();
  }

  private retry(): void {
    if (this.stopped) return;
    clearTimeout(this.retryTimer);
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, this.maxRetryMs);
    this.retryTimer = setTimeout(() => void this.connect(), wait);
    this.retryTimer.unref();
  }
}

/** The DataSource's server and credentials, for a connection outside its pool. */
export function listenerConnection(dataSource: DataSource): pg.ClientConfig {
  const options = dataSource.options as PostgresDataSourceOptions;
  const extra = (options.extra ?? {}) as { connectionTimeoutMillis?: number };
  const config: pg.ClientConfig = {
    connectionString: options.url,
    host: options.host,
    port: options.port,
    user: options.username,
    password: options.password,
    database: options.database,
    ssl: options.ssl as pg.ClientConfig['ssl'],
    application_name: `${options.applicationName ?? 'blog'} (blog changes)`,
    connectionTimeoutMillis: options.connectTimeoutMS ?? extra.connectionTimeoutMillis,
  };
  return Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined));
}
