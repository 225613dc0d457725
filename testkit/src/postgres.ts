import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@site/common';
import { freePort } from './net.js';

export interface RunningPostgresServer {
  url: string;
  port: number;
  /** Stops the server, keeping its data. */
  pause(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it and deletes its folder. */
  stop(): Promise<void>;
}

/** An embedded PostgreSQL in a fresh temporary folder on a free port. */
export async function startPostgres({ database = 'site' } = {}): Promise<RunningPostgresServer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'site-pg-'));
  // The server runs as the postgres user when we are root: it must reach its folder.
  await chmod(folder, 0o755);
  const port = await freePort();
  const options = { dataDir: path.join(folder, 'data'), port, database };
  let server = await startEmbeddedPostgres(options);
  return {
    url: server.url,
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
