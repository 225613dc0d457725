/**
 * Scheduled publishing with two bff processes (dist/main.js) on one PostgreSQL: posts scheduled
 * two seconds ahead through either are published exactly once (one 'published' revision, the
 * version bumped once), without a restart, and both replicas serve them within seconds.
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

const SLUGS = ['scheduled-one', 'scheduled-two', 'scheduled-three', 'scheduled-four'];

describe('scheduled publishing across two bff processes', () => {
  let pg: RunningPostgresServer;
  let a: RunningBff;
  let b: RunningBff;

  beforeAll(async () => {
    pg = await startPostgres();
    a = await startBff({ databaseUrl: pg.url });
    b = await startBff({ databaseUrl: pg.url });
  }, 180_000);

  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await pg?.stop();
  });

  it('publishes posts scheduled 2 s ahead once, and both replicas serve them within seconds', async () => {
    const replicas = [a, b];
    const tokens = await Promise.all(replicas.map((bff) => login(bff.url)));
    const publishAt = new Date(Date.now() + 2_000);
    // Half scheduled through each replica, all due at the same instant.
    for (const [index, slug] of SLUGS.entries()) {
      const replica = replicas[index % 2]!;
      const answer = await call(`${replica.url}/api/blogs`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${tokens[index % 2]}` },
        body: postFormData({
          ...VALID_POST,
          slug,
          title: `Title of ${slug}`,
          status: 'scheduled',
          publishAt: publishAt.toISOString(),
        }),
      });
      expect([answer.status, (answer.body as { status: string }).status]).toEqual([
        201,
        'scheduled',
      ]);
    }
    for (const bff of replicas) {
      expect((await call(`${bff.url}/api/blogs/${SLUGS[0]}`)).status).toBe(404);
    }
    expect(Date.now()).toBeLessThan(publishAt.getTime());

    const visible = async (bff: RunningBff, slug: string) =>
      (await call(`${bff.url}/api/blogs/${slug}`)).status === 200 &&
      (await call(`${bff.url}/blog/${slug}`)).status === 200;
    await waitFor(
      async () => {
        for (const bff of replicas) {
          for (const slug of SLUGS) if (!(await visible(bff, slug))) return false;
        }
        return true;
      },
      {
        timeoutMs: 12_000,
        intervalMs: 100,
        describe: () => `not every post is public on both replicas:\n${a.output()}\n${b.output()}`,
      },
    );
    // Within seconds of its time, not later.
    expect(Date.now() - publishAt.getTime()).toBeLessThan(10_000);

    const rows = await query<{ slug: string; status: string; version: number; published: number }>(
      pg.url,
      `SELECT p.slug, p.status, p.version,
              (SELECT count(*)::int FROM post_revisions r
                WHERE r.post_id = p.id AND r.kind = 'published') AS published
         FROM posts p ORDER BY p.slug`,
    );
    expect(rows).toEqual(
      [...SLUGS].sort().map((slug) => ({ slug, status: 'published', version: 2, published: 1 })),
    );
    for (const bff of replicas) {
      const post = await call(`${bff.url}/api/blogs/${SLUGS[0]}`);
      expect(post.body).toMatchObject({
        status: 'published',
        version: 2,
        publishedAt: publishAt.toISOString(),
      });
    }
  });
});
