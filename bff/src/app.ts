import 'reflect-metadata';
import { type INestApplication } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { type NextFunction, type Request, type Response } from 'express';
import { PostsService } from '@site/blog';
import { type BlogRenderer } from '@site/contract';
import { AppModule } from './app.module.js';
import { type RuntimeConfig } from './config/runtime-config.js';
import { prepareDatabase } from './database/database.module.js';
import { setUpOpenApi } from './docs/openapi.js';
import { requestIdMiddleware } from './http/request-id.middleware.js';
import {
  createRootLogger,
  giveRequestsLoggers,
  nestLogger,
  requestLogging,
  type RootLogger,
} from './logging/logging.js';
import { AppMetrics } from './metrics/app-metrics.js';
import { RequestValidationPipe } from './http/request-validation.pipe.js';
import { mountResponseCache } from './response-cache/response-cache.js';
import { blogPages, hasBlogRenderer, loadBlogRenderer } from './blog-pages/blog-pages.js';
import { previewAccess } from './blog-pages/preview-access.js';
import {
  builtForAnotherAddress,
  enforceBuiltAddress,
  frontendStatic,
  hasFrontendBuild,
} from './spa/frontend-static.js';

/** Builds the whole HTTP application; main.ts and the HTTP tests both start it through here. */
/** The blog's server renderer when the frontend has one built (frontend/dist-ssr), checked
 * against SITE_URL; null without one (an API-only bff). */
export async function startBlogRenderer(
  config: Pick<RuntimeConfig, 'frontendSsrDist' | 'siteUrl' | 'production'>,
): Promise<BlogRenderer | null> {
  if (!hasBlogRenderer(config.frontendSsrDist)) return null;
  const renderer = await loadBlogRenderer(config.frontendSsrDist);
  enforceBuiltAddress(
    builtForAnotherAddress(
      `The blog renderer in ${config.frontendSsrDist}`,
      renderer.siteUrl,
      config.siteUrl,
    ),
    config.production,
  );
  return renderer;
}

export interface CreateAppOptions {
  /** One already started (main.ts starts it while the database starts, and a wrong address
   * stops both); by default started here. */
  blogRenderer?: BlogRenderer | null;
  /** The root logger main.ts made first (so that start-up logs are pino's too); by default one
   * made here from the configuration. */
  logger?: RootLogger;
}

export async function createApp(
  config: RuntimeConfig,
  { blogRenderer, logger = createRootLogger(config.log) }: CreateAppOptions = {},
): Promise<INestApplication> {
  // Every Nest Logger (the app's, the services', Nest's own) writes through pino from here on.
  const appLogger = nestLogger(logger);
  Logger.overrideLogger(appLogger);
  const databaseRole = await prepareDatabase(config);
  const metrics = new AppMetrics();
  const served = config.metrics.port !== 0;
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, databaseRole, { logger, metrics }),
    { logger: appLogger },
  );
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Before everything else, so that every request has its id, its line in the log and its
  // place in the metrics, those refused by the body parser or answered by a page handler too.
  app.use(requestIdMiddleware);
  giveRequestsLoggers(app, logger);
  app.use(requestLogging(logger));
  if (served) {
    metrics.collectProcessMetrics();
    app.use(metrics.httpHook());
  }
  app.useBodyParser('json', { limit: '100kb', strict: false }); // the pipe refuses non-objects
  // No answer of this server is meant to be sniffed into another type (JSON read as HTML).
  app.use((_request: Request, response: Response, next: NextFunction) => {
    response.set('X-Content-Type-Options', 'nosniff');
    next();
  });
  mountResponseCache(app, config.blogResponseCache);
  const renderer = blogRenderer === undefined ? await startBlogRenderer(config) : blogRenderer;
  if (renderer) app.use(blogPages(renderer, app.get(PostsService), previewAccess(app)));
  if (hasFrontendBuild(config.frontendDist)) app.use(...frontendStatic(config.frontendDist));
  app.useGlobalPipes(
    new RequestValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      // One message per field: the first rule it breaks.
      stopAtFirstError: true,
      validationError: { target: false, value: false },
    }),
  );
  if (config.apiDocs) setUpOpenApi(app);
  await app.init();
  return app;
}
