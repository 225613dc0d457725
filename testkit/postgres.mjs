import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@site/common';
import { freePort } from './net.mjs';

/**
 * An embedded PostgreSQL in a fresh temporary folder (removed on stop).
 * @param {{ database?: string }} [options]
 * @returns {Promise<{ url: string, port: number, stop(): Promise<void>, start(): Promise<void> }>}
 *   `stop()` shuts it down and deletes its folder; for fault tests, `pause()` stops the server
 *   keeping its data and `start()` brings it back on the same port.
 */
export async function startPostgres({ database = 'site' } = {}) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'site-pg-'));
  // The server runs as the postgres user when we are root: it must reach its folder.
  await chmod(folder, 0o755);
  const port = await freePort();
  const options = { dataDir: path.join(folder, 'data'), port, database };
  let server = await startEmbeddedPostgres(options);
  const url = server.url;
  return {
    url,
    port,
    async pause() {
      await server.stop();
    },
    async start() {
      server = await startEmbeddedPostgres(options);
    },
    async stop() {
      await server.stop().catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
