// One PostgreSQL per Jest run (jest.base.js): DATABASE_URL's server when set, else an embedded
// one in a temporary folder. Suites create their own databases on it (@site/common/testing).
import { type RunningPostgresServer, startPostgres } from '../postgres.js';

declare global {
  var __TEST_POSTGRES__: RunningPostgresServer | undefined;
}

export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.TEST_DATABASE_ADMIN_URL = process.env.DATABASE_URL;
    return;
  }
  const server = await startPostgres({ database: 'postgres' });
  globalThis.__TEST_POSTGRES__ = server;
  process.env.TEST_DATABASE_ADMIN_URL = server.url;
}
