/**
 * A backup made by an older version of the site (a database with only its first migrations)
 * restores into this version: the restore makes the backup's schema and rows, and the bff's start
 * (prepareDatabase) runs the newer migrations over them and grants the runtime role.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { auditMigrations } from '@site/audit';
import { authMigrations } from '@site/auth';
import { blogMigrations } from '@site/blog';
import { contactMigrations } from '@site/contact';
import { createTestDatabase, jpegBytes, type TestDatabase } from '@site/common/testing';
import { createBackup } from '../../src/backup/create-backup.js';
import { silentReporter } from '../../src/backup/progress.js';
import { restoreBackup } from '../../src/backup/restore-backup.js';
import { loadConfig } from '../../src/config/app-config.js';
import { prepareDatabase } from '../../src/database/database.module.js';

/** The first migration of each module: the site as its first version made the database. */
const FIRST_VERSION = [blogMigrations[0]!, contactMigrations[0]!, authMigrations[0]!];
const IMAGE_KEY = '0b1e8c2a-5d4f-4c3b-9a87-6e5d4c3b2a19.jpg';

async function rows<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('a backup of an older version', () => {
  let old: TestDatabase;
  let fresh: TestDatabase;
  let folder: string;

  beforeAll(async () => {
    old = await createTestDatabase();
    fresh = await createTestDatabase();
    folder = await mkdtemp(path.join(os.tmpdir(), 'site-older-backup-'));
    const dataSource = await new DataSource({
      type: 'postgres',
      url: old.url,
      migrations: FIRST_VERSION,
    }).initialize();
    await dataSource.runMigrations();
    await dataSource.query(
      `INSERT INTO posts (title, slug, excerpt, content, read_time, tags, image_key)
       VALUES ('From the first version', 'from-the-first-version', 'Old', '<p>Old post</p>',
               '2 min read', '{Old}', $1)`,
      [IMAGE_KEY],
    );
    await dataSource.query(
      `INSERT INTO messages (name, email, message) VALUES ('Early customer', 'early@example.com', 'Hello')`,
    );
    await dataSource.destroy();
    await mkdir(path.join(folder, 'old-uploads'));
    await writeFile(path.join(folder, 'old-uploads', IMAGE_KEY), jpegBytes());
  });

  afterAll(async () => {
    await old?.drop();
    await fresh?.drop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('restores into this version, whose start then migrates it', async () => {
    const file = path.join(folder, 'old.tar.gz');
    const backup = await createBackup({
      config: loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: old.url,
        UPLOADS_DIR: path.join(folder, 'old-uploads'),
      }),
      file,
      report: silentReporter,
    });
    expect(backup.manifest.migrations).toHaveLength(FIRST_VERSION.length);

    const restored = await restoreBackup({
      config: loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: fresh.url,
        UPLOADS_DIR: path.join(folder, 'new-uploads'),
      }),
      file,
      force: false,
      report: silentReporter,
    });
    expect(restored).toMatchObject({ rows: 2 + FIRST_VERSION.length, objects: 1 });
    expect(await readdir(path.join(folder, 'new-uploads'))).toEqual([IMAGE_KEY]);
    // The backup's schema, not this version's: only its migrations ran.
    expect(await rows(fresh.url, 'SELECT name FROM migrations ORDER BY id')).toHaveLength(
      FIRST_VERSION.length,
    );

    const role = await prepareDatabase({ databaseUrl: fresh.url, databaseRuntimeRole: undefined });
    const all = [...blogMigrations, ...contactMigrations, ...authMigrations, ...auditMigrations];
    expect(await rows(fresh.url, 'SELECT name FROM migrations')).toHaveLength(all.length);
    const [post] = await rows<{ title: string }>(fresh.url, `SELECT title FROM posts`);
    expect(post?.title).toBe('From the first version');
    expect(
      await rows(fresh.url, `SELECT name FROM messages WHERE name = 'Early customer'`),
    ).toHaveLength(1);
    // Tables the newer migrations made, with the runtime role's grants.
    expect(role).toBeTruthy();
    const [grants] = await rows<{ posts: boolean; audit: boolean }>(
      fresh.url,
      `SELECT has_table_privilege('${role}', 'posts', 'SELECT') AS posts,
              has_table_privilege('${role}', 'audit_events', 'INSERT') AS audit`,
    );
    expect(grants).toEqual({ posts: true, audit: true });
  });
});
