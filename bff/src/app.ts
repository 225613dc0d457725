import 'reflect-metadata';
import { type INestApplication, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { type NextFunction, type Request, type Response } from 'express';
import { PostsService } from '@site/blog';
import { type BlogRenderer } from '@site/contract';
import { AppModule } from './app.module.js';
import { ConfigError } from './config/app-config.js';
import { type RuntimeConfig } from './config/runtime-config.js';
import { setUpOpenApi } from './docs/openapi.js';
import { requestIdMiddleware } from './http/request-id.middleware.js';
import { RequestValidationPipe } from './http/request-validation.pipe.js';
import { blogPages, hasBlogRenderer, loadBlogRenderer } from './blog-pages/blog-pages.js';
import { frontendStatic, hasFrontendBuild } from './spa/frontend-static.js';

/** Builds the whole HTTP application; main.ts and the HTTP tests both start it through here. */
/** The blog's server renderer when the frontend has one built (frontend/dist-ssr), checked
 * against SITE_URL; null without one (an API-only bff). */
export async function startBlogRenderer(
  config: Pick<RuntimeConfig, 'frontendSsrDist' | 'siteUrl' | 'production'>,
): Promise<BlogRenderer | null> {
  if (!hasBlogRenderer(config.frontendSsrDist)) return null;
  const renderer = await loadBlogRenderer(config.frontendSsrDist);
  checkBuiltSiteUrl(renderer.siteUrl, config, `The blog renderer in ${config.frontendSsrDist}`);
  return renderer;
}

/** `blogRenderer`: one already started (main.ts starts it before the database, so a wrong
 * address stops the start at once); by default started here. */
export async function createApp(
  config: RuntimeConfig,
  blogRenderer?: BlogRenderer | null,
): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    // Route-mapping chatter is 'log' level; start-up prints its own summary.
    logger: ['warn', 'error'],
  });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.useBodyParser('json', { limit: '100kb', strict: false }); // the pipe refuses non-objects
  app.use(requestIdMiddleware);
  // No answer of this server is meant to be sniffed into another type (JSON read as HTML).
  app.use((_request: Request, response: Response, next: NextFunction) => {
    response.set('X-Content-Type-Options', 'nosniff');
    next();
  });
  const renderer = blogRenderer === undefined ? await startBlogRenderer(config) : blogRenderer;
  if (renderer) app.use(blogPages(renderer, app.get(PostsService)));
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

/** A build carries the address it was made for: production never serves another one. */
function checkBuiltSiteUrl(
  built: string,
  config: Pick<RuntimeConfig, 'siteUrl' | 'production'>,
  what: string,
): void {
  if (built === config.siteUrl) return;
  const problem = [
    `${what} was built for ${built}, but SITE_URL is ${config.siteUrl}.`,
    `Rebuild it for this address: VITE_SITE_URL=${config.siteUrl} npm run build -w frontend`,
    '(make start and make build do that with SITE_URL, or http://localhost:<PORT> when it is unset).',
  ].join('\n');
  if (config.production) throw new ConfigError(problem);
  new Logger('Start').warn(problem);
}
