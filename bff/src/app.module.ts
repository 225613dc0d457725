import { existsSync } from 'node:fs';
import { type ServerResponse } from 'node:http';
import path from 'node:path';
import {
  type DynamicModule,
  Inject,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  RequestMethod,
} from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { ServeStaticModule } from '@nestjs/serve-static';
import { TerminusModule } from '@nestjs/terminus';
import { BlogModule } from '@site/blog';
import { ContactModule } from '@site/contact';
import { AuthController } from './auth/auth.controller.js';
import { JwtStrategy } from './auth/jwt.strategy.js';
import { PostsController } from './blog/posts.controller.js';
import { UploadsController } from './blog/uploads.controller.js';
import { APP_CONFIG } from './config/app-config.js';
import { type RuntimeConfig } from './config/runtime-config.js';
import { authModule, databaseModule } from './database/database.module.js';
import { ContactController } from './contact/contact.controller.js';
import { contactRateLimit } from './contact/contact-rate-limit.js';
import { HttpErrorFilter } from './errors/http-error.filter.js';
import { HealthController } from './health/health.controller.js';

@Module({})
export class AppModule implements NestModule {
  constructor(@Inject(APP_CONFIG) private readonly config: RuntimeConfig) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(contactRateLimit(this.config.contactRateLimit))
      .forRoutes({ path: 'api/contact', method: RequestMethod.POST });
  }

  static forRoot(config: RuntimeConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        databaseModule(config.databaseUrl),
        BlogModule.forRoot({ storage: config.storage }),
        ContactModule,
        authModule(config),
        PassportModule,
        TerminusModule.forRoot({ logger: false }),
        ...spaModules(config.frontendDist),
      ],
      controllers: [
        PostsController,
        UploadsController,
        ContactController,
        AuthController,
        HealthController,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        JwtStrategy,
      ],
      exports: [APP_CONFIG],
    };
  }
}

/** In `make start` the bff also serves the built frontend: files as they are, and index.html for
 * client-side routes, but never for /api, /uploads or a missing hashed asset. */
function spaModules(frontendDist: string): DynamicModule[] {
  if (!existsSync(path.join(frontendDist, 'index.html'))) return [];
  return [
    ServeStaticModule.forRoot({
      rootPath: frontendDist,
      exclude: ['/api/{*path}', '/uploads/{*path}', '/static/{*path}', '/assets/{*path}'],
      serveStaticOptions: {
        setHeaders: (response: ServerResponse, filePath: string) => {
          const hashed =
            filePath.includes(`${path.sep}static${path.sep}`) ||
            filePath.includes(`${path.sep}assets${path.sep}`);
          response.setHeader(
            'Cache-Control',
            hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      },
    }),
  ];
}
