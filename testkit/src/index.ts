// The real stack for suites and benchmarks that talk to running processes (bff tests, infra,
// e2e, bench): embedded PostgreSQL, built bff processes (bff/dist/main.js), nginx with the
// project's own template, s3rver, Chromium's launch options, and the test credentials and token
// forger. Everything listens on 127.0.0.1 on free ports and lives in temporary folders.
export { freePort, waitFor, type WaitForOptions } from './net.js';
export { REPO_ROOT } from './paths.js';
export {
  decodeToken,
  encodeTokenPart,
  forgeToken,
  resignToken,
  TEST_ADMIN,
  TEST_CREDENTIALS_ENV,
  TEST_JWT_SECRET,
  type ForgeOptions,
} from './credentials.js';
export { startPostgres, type RunningPostgresServer } from './postgres.js';
export { BFF_ENV, BFF_NODE_ARGS, startBff, type RunningBff, type StartBffOptions } from './bff.js';
export {
  BFF_SERVER_OPTIONS,
  envsubst,
  NGINX_TEMPLATE,
  renderNginxConfig,
  renderTemplate,
  startNginx,
  TEMPLATE_VARIABLES,
  type NginxConfigOptions,
  type RenderTemplateOptions,
  type RunningNginx,
  type StartNginxOptions,
} from './nginx.js';
export { UNKNOWN_PATHS, VALID_MESSAGE, VALID_POST } from './data.js';
export { S3_TEST_CREDENTIALS, startS3, type RunningS3, type StartS3Options } from './s3.js';
export { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumLaunchOptions } from './chromium.js';
export { reactTookOver } from './app-started.js';
export { watchPage, type WatchPageOptions } from './watch-page.js';
export {
  SMTP_TEST_CREDENTIALS,
  startSmtp,
  type ReceivedEmail,
  type RunningSmtp,
  type SmtpMode,
  type StartSmtpOptions,
} from './smtp.js';
export { totpCode } from './totp.js';
export { SoftAuthenticator, type PasskeyPromptOptions } from './webauthn.js';
