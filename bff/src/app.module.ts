import { createHmac } from 'node:crypto';
import {
  type DynamicModule,
  Inject,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  RequestMethod,
} from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TerminusModule } from '@nestjs/terminus';
import { AuditModule } from '@site/audit';
import { BlogModule } from '@site/blog';
import { ContactModule } from '@site/contact';
import { AccountController } from './auth/account.controller.js';
import { AuditContextInterceptor } from './audit/audit-context.interceptor.js';
import { AuditController } from './audit/audit.controller.js';
import { AuthController } from './auth/auth.controller.js';
import { JwtStrategy } from './auth/jwt.strategy.js';
import { PreviewCookieController } from './auth/preview-cookie.controller.js';
import { AdminPostsController } from './blog/admin-posts.controller.js';
import { ContentImagesController } from './blog/content-images.controller.js';
import { PostsController } from './blog/posts.controller.js';
import { UploadsController } from './blog/uploads.controller.js';
import { APP_CONFIG } from './config/app-config.js';
import { type RuntimeConfig } from './config/runtime-config.js';
import { authModule, databaseModule } from './database/database.module.js';
import { AdminMessagesController } from './contact/admin-messages.controller.js';
import { ContactController } from './contact/contact.controller.js';
import { DiscoveryController } from './discovery/discovery.controller.js';
import { DiscoveryService } from './discovery/discovery.service.js';
import { contactRateLimits } from './contact/contact-rate-limit.js';
import { HttpErrorFilter } from './errors/http-error.filter.js';
import { HealthController } from './health/health.controller.js';
import { requireJson } from './http/require-media-type.js';
import { loggingModule, type RootLogger } from './logging/logging.js';
import { AppMetrics } from './metrics/app-metrics.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { timedStorage } from './metrics/timed-storage.js';

/** The app's logger and metrics (createApp makes them; the OpenAPI writer goes without). */
export interface Observability {
  logger?: RootLogger;
  metrics?: AppMetrics;
}

@Module({})
export class AppModule implements NestModule {
  constructor(@Inject(APP_CONFIG) private readonly config: RuntimeConfig) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(requireJson)
      .forRoutes(
        { path: 'api/contact', method: RequestMethod.POST },
        { path: 'api/auth/login', method: RequestMethod.POST },
        { path: 'api/auth/login/second-factor', method: RequestMethod.POST },
        { path: 'api/auth/passkey/login', method: RequestMethod.POST },
      );
    consumer
      .apply(...contactRateLimits(this.config.contactRateLimit))
      .forRoutes({ path: 'api/contact', method: RequestMethod.POST });
  }

  /** `databaseRole`: the role requests run as (prepareDatabase), null for the database user.
   * The metrics are served (and the storage and database timed) unless METRICS_PORT is 0. */
  static forRoot(
    config: RuntimeConfig,
    databaseRole: string | null,
    { logger, metrics = new AppMetrics() }: Observability = {},
  ): DynamicModule {
    const served = config.metrics.port !== 0;
    return {
      module: AppModule,
      global: true,
      imports: [
        ...(logger ? [loggingModule(logger)] : []),
        MetricsModule.forRoot(metrics, served),
        databaseModule(config.databaseUrl, databaseRole, config.databasePoolSize),
        AuditModule.forRoot({
          retentionDays: config.auditRetentionDays,
          onRecorded: served ? (action, outcome) => metrics.auditEvent(action, outcome) : undefined,
        }),
        BlogModule.forRoot({
          storage: config.storage,
          readCache: { enabled: config.blogReadCache },
          previewSecret: previewSecretOf(config.jwtSecret),
          wrapStorage: served ? (storage) => timedStorage(storage, metrics) : undefined,
        }),
        ContactModule.forRoot({
          siteUrl: config.siteUrl,
          formTokenSecret: config.jwtSecret,
          mail: config.mail,
          notifications: config.inbox.notifications,
          messageRetentionDays: config.inbox.messageRetentionDays,
          spamRetentionDays: config.inbox.spamRetentionDays,
        }),
        authModule(config),
        PassportModule,
        TerminusModule.forRoot({ logger: false }),
      ],
      controllers: [
        PostsController,
        AdminPostsController,
        ContentImagesController,
        UploadsController,
        ContactController,
        AdminMessagesController,
        AuthController,
        AccountController,
        AuditController,
        PreviewCookieController,
        HealthController,
        DiscoveryController,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        { provide: APP_INTERCEPTOR, useClass: AuditContextInterceptor },
        JwtStrategy,
        DiscoveryService,
      ],
      exports: [APP_CONFIG],
    };
  }
}

/** The share links' signing key: derived from the JWT secret, so every replica has the same
 * one and the two keys never coincide. */
function previewSecretOf(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('post-preview-links').digest('hex');
}
