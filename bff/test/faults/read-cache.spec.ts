/**
 * The blog read cache of a real bff process (dist/main.js) when its notifications stop: the
 * listener's connection killed, then PostgreSQL restarted. A change made while the bff could
 * not hear of it is served at once (nothing was kept meanwhile), and caching resumes once it
 * listens again.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type RunningBff,
  type RunningPostgresServer,
  startBff,
  startPostgres,
  VALID_POST,
  waitFor,
} from '@site/testkit';
import { call, login, postFormData, query } from './fault-kit.js';

const SLUG = 'cached-post';
const PAGE = `/blog/${SLUG}`;
const LIST = '/api/blogs?page=1&pageSize=12&fields=summary';
const DEAF = 'Not listening for blog changes';
const LISTENING = 'Listening for blog changes again';

describe('the blog read cache when its notifications stop', () => {
  let pg: RunningPostgresServer;
  let bff: RunningBff;

  const page = async () => {
    const answer = await call(`${bff.url}${PAGE}`);
    return { status: answer.status, text: String(answer.body) };
  };
  const listTitles = async () =>
    ((await call(`${bff.url}${LIST}`)).body as { items: { title: string }[] }).items.map(
      (post) => post.title,
    );
  const setTitle = (title: string) =>
    query(pg.url, 'UPDATE posts SET title = $1 WHERE slug = $2', [title, SLUG]);
  const times = (text: string) => bff.output().split(text).length - 1;

  /**
   * Whether the bff answers the post page from memory: with the table renamed away (which
   * notifies nothing) a read from the database fails with 503, a kept page is still 200.
   */
  const servedFromMemory = async (title: string): Promise<boolean> => {
    expect((await page()).text).toContain(title); // read, and kept if caching
    await query(pg.url, 'ALTER TABLE posts RENAME TO posts_away');
    try {
      const answer = await page();
      if (answer.status === 200) expect(answer.text).toContain(title);
      else expect(answer.status).toBe(503);
      return answer.status === 200;
    } finally {
      await query(pg.url, 'ALTER TABLE posts_away RENAME TO posts');
    }
  };

  beforeAll(async () => {
    pg = await startPostgres();
    bff = await startBff({ databaseUrl: pg.url });
    const token = await login(bff.url);
    const created = await call(`${bff.url}/api/blogs`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: postFormData({ ...VALID_POST, slug: SLUG, title: 'First title' }),
    });
    expect(created.status).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await bff?.stop();
    await pg?.stop();
  });

  it('caches while it listens', async () => {
    expect(await servedFromMemory('First title')).toBe(true);
  });

  it('serves a change made while its listener was cut off at once, and caches again once it listens', async () => {
    const [listener] = await query<{ pid: number }>(
      pg.url,
      `SELECT pid FROM pg_stat_activity WHERE application_name = 'site-bff (blog changes)'`,
    );
    await query(pg.url, 'SELECT pg_terminate_backend($1)', [listener?.pid]);
    await waitFor(() => times(DEAF) >= 1, { timeoutMs: 10_000 });

    expect((await page()).text).toContain('First title'); // read while deaf: not kept
    await setTitle('Changed while deaf');
    expect((await page()).text).toContain('Changed while deaf');
    expect(await listTitles()).toEqual(['Changed while deaf']);

    await waitFor(() => times(LISTENING) >= 1, { timeoutMs: 30_000 });
    expect(await servedFromMemory('Changed while deaf')).toBe(true);
    await setTitle('Changed while listening');
    await waitFor(async () => (await page()).text.includes('Changed while listening'), {
      timeoutMs: 10_000,
      intervalMs: 20,
    });
  });

  it('serves a change made as PostgreSQL comes back at once, and caches again once it listens', async () => {
    const deafBefore = times(DEAF);
    const listeningBefore = times(LISTENING);
    await pg.pause();
    await waitFor(() => times(DEAF) > deafBefore, { timeoutMs: 10_000 });
    await pg.start();
    await setTitle('Changed after the restart');

    // The pool's first calls may meet broken connections (503); no answer is ever stale.
    const answered: string[] = [];
    await waitFor(
      async () => {
        const answer = await page();
        if (answer.status !== 200) return false;
        answered.push(answer.text.includes('Changed after the restart') ? 'fresh' : 'stale');
        return true;
      },
      { timeoutMs: 30_000, intervalMs: 50 },
    );
    expect(answered).toEqual(['fresh']);
    expect(await listTitles()).toEqual(['Changed after the restart']);

    await waitFor(() => times(LISTENING) > listeningBefore, { timeoutMs: 30_000 });
    expect(await servedFromMemory('Changed after the restart')).toBe(true);
  });
});
