import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { loadConfig } from '../config/app-config.js';
import { type RuntimeConfig } from '../config/runtime-config.js';
import { openApiDocument } from './openapi.js';

/**
 * Writes the OpenAPI document as JSON to the file named by the first argument (stdout when
 * none), without a database: in preview mode Nest reads the modules and controllers but creates
 * no provider, so nothing connects anywhere. `make contract` formats and commits it.
 */
async function main(): Promise<void> {
  const unused = 'postgres://unused@127.0.0.1:9/unused';
  const settings = loadConfig({ NODE_ENV: 'test', DATABASE_URL: unused });
  const config: RuntimeConfig = { ...settings, databaseUrl: unused, jwtSecret: 'x'.repeat(32) };
  const app = await NestFactory.create(AppModule.forRoot(config, null), {
    preview: true,
    logger: false,
  });
  const json = `${JSON.stringify(openApiDocument(app), null, 2)}\n`;
  await app.close();
  const target = process.argv[2];
  if (target) await writeFile(target, json);
  else process.stdout.write(json);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
