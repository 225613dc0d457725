import { getHeapStatistics } from 'node:v8';
import { type ServerResponse } from 'node:http';
import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { type AuditAction, type AuditOutcome, SPAM_REASONS, type SpamReason } from '@site/contract';
import { routeOf } from '../http/route-label.js';

type HttpLabels = { method: string; route: string; status: string };

/** The audit series the login panels and alerts read, at 0 from the start. */
const LOGIN_EVENTS: [AuditAction, AuditOutcome][] = [
  ['login.password', 'success'],
  ['login.password', 'failure'],
  ['login.second-factor', 'success'],
  ['login.second-factor', 'failure'],
  ['login.passkey', 'success'],
  ['login.passkey', 'failure'],
  ['login.lockout', 'failure'],
];

const STARTED = Symbol('metricsStarted');
type TimedResponse = ServerResponse & { [STARTED]?: number; req: Request };

/**
 * Every series the bff exports (docs/observability.md), in a registry of its own per app. The
 * HTTP, storage, contact and audit series count in memory; the database's and the outbox's are
 * read when Prometheus scrapes (DatabaseMetrics). Served by MetricsListener.
 */
export class AppMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'site_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'site_http_request_duration_seconds',
    help: 'Time from the request reaching the bff to the end of its answer.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  readonly dbQueryDuration = new Histogram({
    name: 'site_db_query_duration_seconds',
    help: 'Time of each database query that succeeded, as TypeORM measures it (whole milliseconds).',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly dbQueryErrors = new Counter({
    name: 'site_db_query_errors_total',
    help: 'Database queries that failed (refused, timed out, connection lost).',
    registers: [this.registry],
  });

  readonly storageDuration = new Histogram({
    name: 'site_storage_operation_duration_seconds',
    help: 'Time of each call to the image storage (disk or S3), by operation and outcome.',
    labelNames: ['operation', 'outcome'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly contactMessages = new Counter({
    name: 'site_contact_messages_total',
    help: 'Contact messages accepted, by verdict (inbox or spam) and spam reason (none for the inbox).',
    labelNames: ['verdict', 'reason'] as const,
    registers: [this.registry],
  });

  readonly auditEvents = new Counter({
    name: 'site_audit_events_total',
    help: 'Events written to the audit log, by action and outcome (login failures: login.* with outcome failure; lockouts: login.lockout).',
    labelNames: ['action', 'outcome'] as const,
    registers: [this.registry],
  });

  /** One labels object per method, route and status, reused for every request. */
  private readonly httpLabels = new Map<string, Map<string, Map<number, HttpLabels>>>();

  constructor() {
    // Every series a dashboard or an alert reads exists from the start, at 0.
    this.contactMessages.inc({ verdict: 'inbox', reason: 'none' }, 0);
    for (const reason of Object.keys(SPAM_REASONS)) {
      this.contactMessages.inc({ verdict: 'spam', reason }, 0);
    }
    for (const [action, outcome] of LOGIN_EVENTS) this.auditEvents.inc({ action, outcome }, 0);
  }

  /** Node's own series (event-loop lag, heap, GC, CPU, resident memory, handles) and the heap's
   * limit; only for a served registry: they keep timers and observers running. */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
    const limit = new Gauge({
      name: 'site_nodejs_heap_size_limit_bytes',
      help: "V8's heap limit (--max-old-space-size): nodejs_heap_size_used_bytes against it says how close the process is to running out.",
      registers: [this.registry],
    });
    limit.set(getHeapStatistics().heap_size_limit);
  }

  /**
   * Times every request from here to the end of its answer ('close': finished or cut off) and
   * counts it under its route pattern (routeOf). Per request: a timestamp on the response and
   * one listener, a function made once; the labels come from a cache.
   */
  httpHook(): RequestHandler {
    const record = (response: TimedResponse) => {
      const started = response[STARTED];
      if (started === undefined) return;
      const labels = this.labelsFor(
        response.req.method,
        routeOf(response.req),
        response.statusCode,
      );
      const seconds = (performance.now() - started) / 1000;
      this.httpRequests.inc(labels);
      this.httpDuration.observe(labels, seconds);
    };
    function onClose(this: TimedResponse): void {
      record(this);
    }
    return (_request: Request, response: Response, next: NextFunction) => {
      (response as unknown as TimedResponse)[STARTED] = performance.now();
      response.on('close', onClose);
      next();
    };
  }

  contactMessage(spamReason: SpamReason | null): void {
    this.contactMessages.inc(
      spamReason ? { verdict: 'spam', reason: spamReason } : { verdict: 'inbox', reason: 'none' },
    );
  }

  auditEvent(action: AuditAction, outcome: AuditOutcome): void {
    this.auditEvents.inc({ action, outcome });
  }

  private labelsFor(method: string, route: string, status: number): HttpLabels {
    let byRoute = this.httpLabels.get(method);
    if (!byRoute)
      this.httpLabels.set(method, (byRoute = new Map<string, Map<number, HttpLabels>>()));
    let byStatus = byRoute.get(route);
    if (!byStatus) byRoute.set(route, (byStatus = new Map<number, HttpLabels>()));
    let labels = byStatus.get(status);
    if (!labels) byStatus.set(status, (labels = { method, route, status: String(status) }));
    return labels;
  }
}
