/**
 * Several bff replicas starting at once on an empty database (a Kubernetes rollout, `docker
 * compose up --scale bff=3`): the migrations run once, under a PostgreSQL advisory lock, the admin
 * and the sample posts are made once (another lock), and every replica starts. Without the lock,
 * two migrations racing on one database fail.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { blogMigrations } from '@site/blog';
import { createTestDatabase, type TestDatabase } from '@site/common/testing';
import { type RunningBff, startBff } from '@site/testkit';

async function scalar<T>(url: string, sql: string): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ value: T }>(sql)).rows[0]!.value;
  } finally {
    await client.end();
  }
}

describe('bff replicas starting together on an empty database', () => {
  let db: TestDatabase;
  let replicas: RunningBff[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await db?.drop();
  });

  it('migrate once and all start', async () => {
    const started = await Promise.allSettled(
      [1, 2, 3].map(() => startBff({ databaseUrl: db.url, env: { SEED_SAMPLE_POSTS: 'true' } })),
    );
    replicas = started.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? [outcome.value] : [],
    );
    expect(started.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    for (const replica of replicas) {
      expect((await fetch(`${replica.url}/api/health`)).status).toBe(200);
    }
    const applied = await scalar<number>(db.url, 'SELECT count(*)::int AS value FROM migrations');
    const distinct = await scalar<number>(
      db.url,
      'SELECT count(DISTINCT name)::int AS value FROM migrations',
    );
    expect(applied).toBe(distinct);
    expect(applied).toBeGreaterThan(10);
    // The sample posts are added to an empty blog once, not once per replica.
    expect(await scalar<number>(db.url, 'SELECT count(*)::int AS value FROM posts')).toBe(3);
  }, 180_000);

  it('need the lock: two migrations racing without it on an empty database fail', async () => {
    const bare = await createTestDatabase();
    const migrator = () =>
      new DataSource({ type: 'postgres', url: bare.url, migrations: blogMigrations });
    const sources = await Promise.all([migrator().initialize(), migrator().initialize()]);
    try {
      const outcomes = await Promise.allSettled(
        sources.map((source) => source.runMigrations({ transaction: 'all' })),
      );
      expect(outcomes.map((outcome) => outcome.status)).toContain('rejected');
    } finally {
      await Promise.all(sources.map((source) => source.destroy()));
      await bare.drop();
    }
  });
});
