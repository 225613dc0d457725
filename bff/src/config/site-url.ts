/**
 * Prints the site's address as the bff will read it (SITE_URL, or http://localhost:<PORT>, from
 * the environment over .env), for `make build` to bake into the frontend build.
 */
import { environmentWithDotEnv } from './environment.js';
import { ConfigError, loadConfig, REPO_ROOT } from './app-config.js';

const { SITE_URL, PORT } = environmentWithDotEnv(REPO_ROOT);
try {
  process.stdout.write(`${loadConfig({ SITE_URL, PORT }).siteUrl}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
}
