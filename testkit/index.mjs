// The real stack for suites and benchmarks that talk to running processes (infra, e2e, bench,
// fault tests): an embedded PostgreSQL, built bff processes (bff/dist/main.js), nginx with the
// project's own template, and s3rver. Plain ESM so Jest, Playwright and node scripts share it.
// Everything listens on 127.0.0.1 with free ports and lives in temporary folders.
export { freePort, waitFor } from './net.mjs';
export { startPostgres } from './postgres.mjs';
export { startBff, TEST_ADMIN, BFF_NODE_ARGS } from './bff.mjs';
export { startNginx, renderNginxConfig } from './nginx.mjs';
export { startS3 } from './s3.mjs';
export { REPO_ROOT } from './paths.mjs';
export { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumLaunchOptions } from './chromium.mjs';
