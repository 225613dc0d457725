// One PostgreSQL per Jest run: DATABASE_URL's server when set, else an embedded cluster in a
// temporary folder. Suites create their own databases on it (src/testing). Plain JS so Jest's
// module loader stays out of it; the launcher is the compiled one `make start` uses.
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../dist/embedded-postgres.js';

export default async function globalSetup() {
  if (process.env.DATABASE_URL) {
    process.env.TEST_DATABASE_ADMIN_URL = process.env.DATABASE_URL;
    return;
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'site-test-pg-'));
  const server = await startEmbeddedPostgres({
    dataDir: path.join(folder, 'data'),
    port: await freePort(),
    database: 'postgres',
  });
  globalThis.__EMBEDDED_PG__ = { server, folder };
  process.env.TEST_DATABASE_ADMIN_URL = server.url;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
