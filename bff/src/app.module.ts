import { existsSync } from 'node:fs';
import path from 'node:path';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { ServeStaticModule } from '@nestjs/serve-static';
import { TerminusModule } from '@nestjs/terminus';
import { ThrottlerModule } from '@nestjs/throttler';
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
import { HttpErrorFilter } from './errors/http-error.filter.js';
import { HealthController } from './health/health.controller.js';

@Module({})
export class AppModule {
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
        ThrottlerModule.forRoot({
          throttlers: [
            {
              name: 'contact',
              limit: config.contactRateLimit.limit,
              ttl: config.contactRateLimit.windowSeconds * 1000,
            },
          ],
          skipIf: () => config.contactRateLimit.limit === 0,
          errorMessage:
            'Too many messages from your address. Please wait a few minutes and try again.',
        }),
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
        setHeaders: (response, filePath) => {
          const hashed = filePath.includes(`${path.sep}static${path.sep}`) || filePath.includes(`${path.sep}assets${path.sep}`);
          response.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      },
    }),
  ];
}
