import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTestDatabase } from './testing/index.js';
import { startEmbeddedPostgres, type RunningPostgres } from './embedded-postgres.js';

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('startEmbeddedPostgres', () => {
  let folder: string;
  let first: RunningPostgres | undefined;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'embedded-pg-spec-'));
  });

  afterAll(async () => {
    await first?.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('initialises a cluster, creates the database and keeps data across a restart', async () => {
    const dataDir = path.join(folder, 'data');
    first = await startEmbeddedPostgres({ dataDir, port: 55_431, database: 'site' });
    await query(first.url, 'CREATE TABLE kept (value text); INSERT INTO kept VALUES ($$yes$$)');
    await first.stop();

    first = await startEmbeddedPostgres({ dataDir, port: 55_431, database: 'site' });
    expect(await query(first.url, 'SELECT value FROM kept')).toEqual([{ value: 'yes' }]);
    expect(new URL(first.url).pathname).toBe('/site');
  });

  it('joins a server already running on the same folder instead of failing on its lock', async () => {
    const second = await startEmbeddedPostgres({
      dataDir: path.join(folder, 'data'),
      port: 55_999,
      database: 'other',
    });
    expect(new URL(second.url).port).toBe('55431');
    await second.stop(); // leaves the first server running
    expect(await query(first!.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
  });

  it('takes over a server whose starter died, and stops it when it stops', async () => {
    const dataDir = path.join(folder, 'orphan');
    await startEmbeddedPostgres({ dataDir, port: 55_433, database: 'site' });
    // As if the process that started it had been killed: its owner is a pid that is gone.
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    await writeFile(`${dataDir}.owner`, `${gone}\n`);

    const adopted = await startEmbeddedPostgres({ dataDir, port: 55_434, database: 'site' });
    expect(new URL(adopted.url).port).toBe('55433');
    expect((await readFile(`${dataDir}.owner`, 'utf8')).trim()).toBe(String(process.pid));
    await adopted.stop();
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
    await expect(query(adopted.url, 'SELECT 1')).rejects.toThrow();
  });

  it('explains a taken port instead of rejecting with nothing', async () => {
    const started = startEmbeddedPostgres({
      dataDir: path.join(folder, 'second-cluster'),
      port: 55_431,
      database: 'site',
    });
    await expect(started).rejects.toThrow(/could not start on port 55431/);
  });
});

describe('createTestDatabase', () => {
  it('hands each suite its own empty database and drops it afterwards', async () => {
    const a = await createTestDatabase();
    const b = await createTestDatabase();
    expect(a.url).not.toBe(b.url);
    await query(a.url, 'CREATE TABLE only_in_a (id int)');
    expect(await query(b.url, "SELECT to_regclass('only_in_a') AS t")).toEqual([{ t: null }]);
    await a.drop();
    await b.drop();
    await expect(query(a.url, 'SELECT 1')).rejects.toThrow(/does not exist/);
  });
});
