/**
 * `make start` killed hard: the bff gets SIGKILL, so its embedded PostgreSQL is orphaned and
 * keeps running. The next start on the same data folder takes that server over (nothing is
 * lost), and its clean stop (SIGTERM, as Ctrl-C) now stops the orphan too.
 */
import { readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { type RunningBff, startBff, VALID_MESSAGE, waitFor } from '@site/testkit';
import { call, isRunning, login, postJson, signal } from './fault-kit.js';

describe('SIGKILL of the bff with its embedded PostgreSQL', () => {
  let first: RunningBff | undefined;
  let second: RunningBff | undefined;
  let postgresPid = 0;

  afterAll(async () => {
    if (second && second.child.exitCode === null) second.child.kill('SIGKILL');
    await second?.stop();
    // Only when the test failed: the orphan is still there. Stop it, hard if it must be.
    if (postgresPid && isRunning(postgresPid)) {
      signal([postgresPid], 'SIGINT');
      await waitFor(() => Promise.resolve(!isRunning(postgresPid)), { timeoutMs: 10_000 }).catch(
        () => signal([postgresPid], 'SIGKILL'),
      );
    }
    if (first) await rm(first.dataDir, { recursive: true, force: true });
  }, 60_000);

  it('restarts on the orphaned server with every message, and stops it cleanly afterwards', async () => {
    first = await startBff({ env: { CONTACT_RATE_LIMIT: '0' } });
    const pidFile = path.join(first.dataDir, 'postgres', 'postmaster.pid');
    postgresPid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
    for (let i = 0; i < 20; i++) {
      expect(
        (await postJson(`${first.url}/api/contact`, { ...VALID_MESSAGE, name: `kept-${i}` }))
          .status,
      ).toBe(201);
    }

    first.child.kill('SIGKILL');
    await first.exited;
    // Nothing stopped PostgreSQL: it runs on without its bff.
    expect(isRunning(postgresPid)).toBe(true);

    second = await startBff({ env: { DATA_DIR: first.dataDir } });
    const list = await call(`${second.url}/api/messages`, {
      headers: { Authorization: `Bearer ${await login(second.url)}` },
    });
    expect(list.status).toBe(200);
    expect((list.body as { name: string }[]).map((m) => m.name).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `kept-${i}`).sort(),
    );
    // The second bff uses the orphan rather than a server of its own.
    expect(Number((await readFile(pidFile, 'utf8')).split('\n')[0])).toBe(postgresPid);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    await waitFor(() => Promise.resolve(!isRunning(postgresPid)), { timeoutMs: 10_000 });
    expect(existsSync(pidFile)).toBe(false);
  }, 180_000);
});
