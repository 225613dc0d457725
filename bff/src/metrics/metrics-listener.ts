import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config.js';
import { type RuntimeConfig } from '../config/runtime-config.js';
import { AppMetrics } from './app-metrics.js';

/**
 * Serves GET /metrics (Prometheus's text format) on a server of its own, METRICS_HOST:
 * METRICS_PORT, apart from the site's port: nginx proxies the site's port only, so the metrics
 * are never public. Anything else on it answers 404. If the port cannot be had (taken, or the
 * address is not this host's), the site still starts and serves, and an error says metrics are
 * off: Prometheus then shows the target down.
 */
@Injectable()
export class MetricsListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server?: Server;

  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly metrics: AppMetrics,
  ) {}

  /** The port it listens on (METRICS_PORT); undefined when it does not. */
  get port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async onApplicationBootstrap(): Promise<void> {
    const { host, port } = this.config.metrics;
    const server = createServer((request, response) => this.answer(request, response));
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      this.server = server;
    } catch (error) {
      this.logger.error(
        `Metrics are off: cannot listen on ${host}:${port} (METRICS_HOST, METRICS_PORT): ${String(error)}`,
      );
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    const path = (request.url ?? '').split('?')[0];
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    this.metrics.registry.metrics().then(
      (text) => {
        response
          .writeHead(200, {
            'Content-Type': this.metrics.registry.contentType,
            'Cache-Control': 'no-store',
          })
          .end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        this.logger.error(`Could not collect the metrics: ${String(error)}`);
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Error\n');
      },
    );
  }
}
