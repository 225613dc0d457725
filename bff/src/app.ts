import 'reflect-metadata';
import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { type NextFunction, type Request, type Response } from 'express';
import { AppModule } from './app.module.js';
import { type RuntimeConfig } from './config/runtime-config.js';
import { setUpOpenApi } from './docs/openapi.js';
import { requestIdMiddleware } from './http/request-id.middleware.js';
import { RequestValidationPipe } from './http/request-validation.pipe.js';
import { frontendStatic, hasFrontendBuild } from './spa/frontend-static.js';

/** Builds the whole HTTP application; main.ts and the HTTP tests both start it through here. */
export async function createApp(config: RuntimeConfig): Promise<INestApplication> {
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
