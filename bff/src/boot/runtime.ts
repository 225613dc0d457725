import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
// The module alone: main.ts starts PostgreSQL before the rest of the app loads.
import { startEmbeddedPostgres, type RunningPostgres } from '@site/common/embedded-postgres';
import { type AppConfig } from '../config/app-config.js';
import { type RuntimeConfig } from '../config/runtime-config.js';

/**
 * Settles what the environment left open: the database (DATABASE_URL, or an embedded PostgreSQL
 * under DATA_DIR) and, outside production, a JWT secret generated once and kept under DATA_DIR so
 * that restarts do not log the admin out.
 */
export async function prepareRuntime(
  config: AppConfig,
  log: (line: string) => void,
): Promise<{ config: RuntimeConfig; database: RunningPostgres }> {
  const database: RunningPostgres = config.databaseUrl
    ? { url: config.databaseUrl, stop: () => Promise.resolve() }
    : await startEmbeddedPostgres({
        dataDir: path.join(config.dataDir, 'postgres'),
        port: config.embeddedPostgresPort,
        database: 'site',
      }).then((running) => {
        log(
          `Embedded PostgreSQL 18 running on 127.0.0.1:${config.embeddedPostgresPort}, data in ${config.dataDir}/postgres`,
        );
        return running;
      });
  const jwtSecret = config.jwtSecret ?? (await localJwtSecret(config.dataDir));
  return { config: { ...config, databaseUrl: database.url, jwtSecret }, database };
}

async function localJwtSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
