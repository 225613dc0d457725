/**
 * `make backup` and `make restore` on real processes: a `make start` site (embedded PostgreSQL,
 * images on disk) with posts and their images, contact messages, the admin with a changed
 * password, sessions and two-factor authentication, and the audit log; backed up running and
 * stopped; restored into an empty data folder and into an external PostgreSQL with an S3 bucket
 * (s3rver); a bff started on each restore serves the same site. Damaged archives, non-empty
 * targets and another PostgreSQL major are refused, and the target is left as it was.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { create, extract, list } from 'tar';
import { cameraPhoto, solidImage } from '@site/common/testing';
import { SPAM_RULES } from '@site/contract';
import {
  freePort,
  type RunningBff,
  type RunningPostgresServer,
  type RunningS3,
  startBff,
  startPostgres,
  startS3,
  TEST_ADMIN,
  totpCode,
  VALID_MESSAGE,
  VALID_POST,
} from '@site/testkit';
import { loadConfig } from '../../src/config/app-config.js';
import { createBackup } from '../../src/backup/create-backup.js';
import { type Manifest } from '../../src/backup/manifest.js';
import { checkServerMajor } from '../../src/backup/postgres-version.js';
import { silentReporter } from '../../src/backup/progress.js';
import { restoreBackup } from '../../src/backup/restore-backup.js';
import {
  api,
  bucketHashes,
  type CommandResult,
  folderHashes,
  runCommand,
  sha256,
  tableFingerprints,
  withEmbeddedDatabase,
} from './backup-kit.js';

const NEW_PASSWORD = 'kept-in-the-backup-7-blue-kites';
const SITE_URL = 'https://www.example.com';

interface PostView {
  id: string;
  slug: string;
  title: string;
  image?: string | null;
}

/** What the source site serves, to compare a restored one with. */
interface SiteSnapshot {
  posts: unknown;
  pages: Record<string, unknown>;
  imageUrls: string[];
  messages: { id: string; name: string }[];
  sessions: string[];
  auditIds: string[];
}

/** A `make start` data folder of its own (reachable by the postgres user when run as root). */
async function dataFolder(root: string, name: string): Promise<string> {
  const folder = path.join(root, name);
  await mkdir(folder, { recursive: true });
  await chmod(folder, 0o755);
  return folder;
}

function expectFailure(result: CommandResult, message: RegExp | string): void {
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(message);
  expect(result.stderr).not.toMatch(/Unexpected error/);
}

async function snapshot(url: string, token: string): Promise<SiteSnapshot> {
  const posts = await api<{ items?: PostView[] } | PostView[]>(`${url}/api/blogs`);
  const items = Array.isArray(posts) ? posts : (posts.items ?? []);
  const pages: Record<string, unknown> = {};
  for (const post of items) pages[post.slug] = await api(`${url}/api/blogs/${post.slug}`);
  const imageUrls = [...JSON.stringify(pages).matchAll(/"(\/uploads\/[^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((value, index, all) => all.indexOf(value) === index)
    .sort();
  const messages = await api<{ items: { id: string; name: string }[] }>(
    `${url}/api/admin/messages`,
    { token },
  );
  const sessions = await api<{ id: string }[]>(`${url}/api/auth/sessions`, { token });
  const audit = await api<{ items: { id: string }[] }>(`${url}/api/admin/audit`, { token });
  return {
    posts,
    pages,
    imageUrls,
    messages: messages.items
      .map(({ id, name }) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    sessions: sessions.map((session) => session.id).sort(),
    auditIds: audit.items.map((event) => event.id),
  };
}

/** Logs in with the password and, the second factor being on, `code`; answers the token. */
async function logIn(url: string, password: string, code: string): Promise<string> {
  const first = await api<{ token?: string; secondFactor?: { challenge: string } }>(
    `${url}/api/auth/login`,
    { method: 'POST', json: { username: TEST_ADMIN.username, password } },
  );
  expect(first.token).toBeUndefined();
  const second = await api<{ token: string }>(`${url}/api/auth/login/second-factor`, {
    method: 'POST',
    json: { challenge: first.secondFactor!.challenge, code },
  });
  return second.token;
}

async function imageBytes(url: string, paths: string[]): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const imagePath of paths) {
    const response = await fetch(`${url}${imagePath}`);
    expect(response.status).toBe(200);
    hashes[imagePath] = sha256(Buffer.from(await response.arrayBuffer()));
  }
  return hashes;
}

/** An archive's entries unpacked into a folder, changed by `change`, packed again. */
async function repack(
  archive: string,
  out: string,
  change: (folder: string, manifest: Manifest) => Promise<Manifest | void>,
): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'site-repack-'));
  try {
    await extract({ file: archive, cwd: folder });
    const file = path.join(folder, 'manifest.json');
    const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
    const changed = await change(folder, manifest);
    if (changed) await writeFile(file, JSON.stringify(changed, null, 2));
    const entries = (await readdir(folder, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
      .sort();
    await create({ file: out, gzip: true, cwd: folder, portable: true }, entries);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describe('make backup and make restore', () => {
  let work: string;
  let sourceDir: string;
  let source: RunningBff | undefined;
  let target: RunningBff | undefined;
  let external: RunningPostgresServer | undefined;
  let s3: RunningS3 | undefined;
  let site: SiteSnapshot;
  let sourceToken: string;
  let totpSecret: string;
  let recoveryCodes: string[];
  let archiveRunning: string;
  let archiveStopped: string;
  let sourceTables: Record<string, string>;
  let sourceImages: Record<string, string>;
  let restoredTables: Record<string, string>;
  const timings: string[] = [];

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'site-backup-test-'));
    await chmod(work, 0o755);
    sourceDir = await dataFolder(work, 'source');
    source = await startBff({ env: { DATA_DIR: sourceDir, CONTACT_RATE_LIMIT: '0' } });
    const url = source.url;

    const password = await api<{ token: string }>(`${url}/api/auth/login`, {
      method: 'POST',
      json: TEST_ADMIN,
    });
    sourceToken = password.token;
    // A second session, which the password change below signs out; then a third.
    await api(`${url}/api/auth/login`, { method: 'POST', json: TEST_ADMIN });

    const photos = [
      await cameraPhoto({ width: 1600, height: 1200 }),
      await cameraPhoto({ width: 1000, height: 750, orientation: 1 }),
      await solidImage({ r: 200, g: 40, b: 90 }, { width: 640, height: 480, noise: true }),
    ];
    for (const [index, photo] of photos.entries()) {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        ...VALID_POST,
        title: `${VALID_POST.title} ${index + 1}`,
        slug: `${VALID_POST.slug}-${index + 1}`,
        imageAlt: `Cover ${index + 1}`,
      })) {
        form.append(name, value);
      }
      form.append('image', new Blob([photo], { type: 'image/jpeg' }), `cover-${index + 1}.jpg`);
      await api(`${url}/api/blogs`, { method: 'POST', body: form, token: sourceToken }, 201);
    }

    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      tokens.push((await api<{ token: string }>(`${url}/api/contact/form-token`)).token);
    }
    await new Promise((resolve) => setTimeout(resolve, SPAM_RULES.minFillSeconds * 1000 + 300));
    for (const [index, formToken] of tokens.entries()) {
      await api(
        `${url}/api/contact`,
        {
          method: 'POST',
          json: {
            ...VALID_MESSAGE,
            name: `Customer ${index + 1}`,
            message: `Enquiry ${index + 1}: we need a website for our shop in Saddar.`,
            formToken,
          },
        },
        201,
      );
    }

    await api(
      `${url}/api/auth/password`,
      {
        method: 'PUT',
        token: sourceToken,
        json: { currentPassword: TEST_ADMIN.password, newPassword: NEW_PASSWORD },
      },
      204,
    );
    const setup = await api<{ secret: string }>(`${url}/api/auth/totp/setup`, {
      method: 'POST',
      token: sourceToken,
    });
    totpSecret = setup.secret;
    recoveryCodes = (
      await api<{ recoveryCodes: string[] }>(`${url}/api/auth/totp/enable`, {
        method: 'POST',
        token: sourceToken,
        json: { code: totpCode(totpSecret) },
      })
    ).recoveryCodes;
    // A session signed in with the second factor (a recovery code, used up in the backup).
    await logIn(url, NEW_PASSWORD, recoveryCodes[0]!);

    site = await snapshot(url, sourceToken);
    expect(site.imageUrls.length).toBeGreaterThan(10);
    expect(site.messages).toHaveLength(2);
    expect(site.sessions).toHaveLength(2);

    const backup = await runCommand('backup', {
      DATA_DIR: sourceDir,
      SITE_URL,
      FILE: path.join(work, 'running.tar.gz'),
    });
    expect(backup.stderr).not.toMatch(/Unexpected error/);
    expect(backup.code).toBe(0);
    archiveRunning = path.join(work, 'running.tar.gz');
    const images = [
      ...backup.stderr.matchAll(/images from the folder [^:]+: (\d+ of \d+ \([\d.]+ MB\))/g),
    ].at(-1);
    timings.push(
      `backup of the running site: ${backup.ms} ms, archive ${(await stat(archiveRunning)).size} bytes, images ${images?.[1]}`,
    );
  }, 240_000);

  afterAll(async () => {
    await target?.stop();
    await source?.stop();
    await external?.stop();
    await s3?.stop();
    if (work) await rm(work, { recursive: true, force: true });
    if (timings.length > 0)
      process.stdout.write(`\nBackup suite timings:\n  ${timings.join('\n  ')}\n`);
  }, 60_000);

  it('writes one archive: the rows of every table, every image, and a manifest of them', async () => {
    const entries = new Map<string, number>();
    await list({
      file: archiveRunning,
      onReadEntry: (entry) => entries.set(entry.path, entry.size ?? 0),
    });
    const unpacked = await mkdtemp(path.join(work, 'unpacked-'));
    await extract({ file: archiveRunning, cwd: unpacked });
    const manifest = JSON.parse(
      await readFile(path.join(unpacked, 'manifest.json'), 'utf8'),
    ) as Manifest;
    expect(manifest).toMatchObject({
      format: 'site-backup',
      formatVersion: 1,
      siteUrl: SITE_URL,
      postgres: { database: 'site' },
    });
    expect(manifest.postgres.version).toMatch(/^18\.\d+$/);
    expect(Date.now() - Date.parse(manifest.createdAt)).toBeLessThan(120_000);
    // Every file but the manifest itself is listed with its size; nothing else is in there.
    expect([...entries.keys()].sort()).toEqual(
      [...manifest.files.map((file) => file.path), 'manifest.json'].sort(),
    );
    for (const file of manifest.files) expect(entries.get(file.path)).toBe(file.size);
    const images = await folderHashes(path.join(sourceDir, 'uploads'));
    expect(manifest.objects.count).toBe(Object.keys(images).length);
    for (const [key, hash] of Object.entries(images)) {
      expect(manifest.files.find((file) => file.path === `objects/${key}`)?.sha256).toBe(hash);
    }
    const tables = Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]));
    expect(tables).toMatchObject({ posts: 3, messages: 2, admins: 1 });
    // Ended sessions are kept as rows too.
    expect(tables.admin_sessions).toBeGreaterThanOrEqual(site.sessions.length);
    expect(tables.audit_events).toBeGreaterThan(5);
    expect(manifest.migrations.length).toBeGreaterThan(10);
  });

  it('refuses a data folder that holds no site, and makes nothing there', async () => {
    const empty = await dataFolder(work, 'no-site');
    const result = await runCommand('backup', {
      DATA_DIR: empty,
      FILE: path.join(work, 'nothing.tar.gz'),
    });
    expectFailure(result, `DATA_DIR ${empty} holds no database`);
    expect(await readdir(empty)).toEqual([]);
    expect(existsSync(path.join(work, 'nothing.tar.gz'))).toBe(false);
  });

  it('backs up a stopped site too (starting its PostgreSQL and stopping it again), to standard output', async () => {
    await source!.stop();
    source = undefined;
    archiveStopped = path.join(work, 'stopped.tar.gz');
    const backup = await runCommand(
      'backup',
      { DATA_DIR: sourceDir, FILE: '-', EMBEDDED_PG_PORT: String(await freePort()) },
      { stdoutFile: archiveStopped },
    );
    expect(backup.stderr).not.toMatch(/Unexpected error/);
    expect(backup.code).toBe(0);
    expect(backup.stderr).toMatch(/images from the folder .*: (\d+) of \1 /);
    timings.push(`backup of the stopped site (to stdout): ${backup.ms} ms`);
    expect(existsSync(path.join(sourceDir, 'postgres', 'postmaster.pid'))).toBe(false);
    sourceTables = await withEmbeddedDatabase(sourceDir, tableFingerprints);
    sourceImages = await folderHashes(path.join(sourceDir, 'uploads'));
    expect(Object.keys(sourceImages).length).toBe(site.imageUrls.length);
  }, 120_000);

  it('restores into an empty data folder, and a bff started on it serves the same site', async () => {
    const folder = await dataFolder(work, 'restored-disk');
    const restore = await runCommand('restore', {
      DATA_DIR: folder,
      FILE: archiveRunning,
      EMBEDDED_PG_PORT: String(await freePort()),
    });
    expect(restore.stderr).not.toMatch(/Unexpected error/);
    expect(restore.code).toBe(0);
    timings.push(`restore into an empty data folder: ${restore.ms} ms`);

    restoredTables = await withEmbeddedDatabase(folder, tableFingerprints);
    expect(restoredTables).toEqual(sourceTables);
    expect(await folderHashes(path.join(folder, 'uploads'))).toEqual(sourceImages);

    target = await startBff({ env: { DATA_DIR: folder } });
    await expectSameSite(target.url, 1);
    await target.stop();
    target = undefined;
  }, 180_000);

  it('restores into an external PostgreSQL and an S3 bucket, read from standard input', async () => {
    external = await startPostgres();
    s3 = await startS3();
    const restore = await runCommand(
      'restore',
      { DATABASE_URL: external.url, ...s3.env, FILE: '-' },
      { stdinFile: archiveStopped },
    );
    expect(restore.stderr).not.toMatch(/Unexpected error/);
    expect(restore.code).toBe(0);
    timings.push(`restore into PostgreSQL + S3 (from stdin): ${restore.ms} ms`);

    expect(await tableFingerprints(external.url)).toEqual(sourceTables);
    expect(await bucketHashes(s3.client, s3.bucket)).toEqual(sourceImages);

    target = await startBff({ databaseUrl: external.url, env: s3.env });
    await expectSameSite(target.url, 2);
    await target.stop();
    target = undefined;
  }, 180_000);

  it('refuses a target that holds something, unless FORCE=true, which says what it deletes', async () => {
    const env = { DATABASE_URL: external!.url, ...s3!.env, FILE: archiveRunning };
    const before = await tableFingerprints(external!.url);
    const refused = await runCommand('restore', env);
    expectFailure(refused, /The target is not empty, so nothing was restored or changed/);
    expect(refused.stderr).toMatch(/holds \d+ tables, views or sequences \(admin_sessions, admins/);
    expect(refused.stderr).toMatch(
      new RegExp(`the bucket ${s3!.bucket} at .* holds ${Object.keys(sourceImages).length} images`),
    );
    expect(refused.stderr).toMatch(/FORCE=true/);
    expect(await tableFingerprints(external!.url)).toEqual(before);

    const forced = await runCommand('restore', { ...env, FORCE: 'true' });
    expect(forced.stderr).not.toMatch(/Unexpected error/);
    expect(forced.code).toBe(0);
    expect(forced.stderr).toMatch(/FORCE=true: deleting what the target holds/);
    for (const table of ['admins', 'audit_events', 'messages', 'posts', 'migrations']) {
      expect(forced.stderr).toContain(table);
    }
    expect(forced.stderr).toMatch(/\d+ of its \d+ images are deleted/);
    // Back to the backup's rows: what the bff wrote since (its login, its session) is gone.
    expect(await tableFingerprints(external!.url)).toEqual(restoredTables);
    expect(await bucketHashes(s3!.client, s3!.bucket)).toEqual(sourceImages);
  }, 120_000);

  describe('a damaged archive is refused before the target is touched', () => {
    let damaged: string;
    const cases: [string, (archive: string, out: string) => Promise<void>, RegExp][] = [
      [
        'a flipped byte inside an image',
        (archive, out) =>
          repack(archive, out, async (folder, manifest) => {
            const object = manifest.files.find((file) => file.path.startsWith('objects/'))!;
            const file = path.join(folder, object.path);
            const bytes = await readFile(file);
            const at = Math.floor(bytes.length / 2);
            bytes[at] = bytes[at]! ^ 0x01;
            await writeFile(file, bytes);
          }),
        /objects\/[0-9a-f-]+\.[a-z]+: its SHA-256 is [0-9a-f]{64}, not [0-9a-f]{64} as manifest.json says: the file is damaged/,
      ],
      [
        'a flipped byte in the compressed file',
        async (archive, out) => {
          const bytes = await readFile(archive);
          const at = Math.floor(bytes.length / 2);
          bytes[at] = bytes[at]! ^ 0x10;
          await writeFile(out, bytes);
        },
        /is damaged: its compressed data does not check out/,
      ],
      [
        'a truncated file',
        async (archive, out) => writeFile(out, (await readFile(archive)).subarray(0, 40_000)),
        /ends early: it is truncated/,
      ],
      [
        'a manifest that lists an image the archive does not hold',
        (archive, out) =>
          repack(archive, out, async (folder, manifest) => {
            const object = manifest.files.find((file) => file.path.startsWith('objects/'))!;
            await rm(path.join(folder, object.path));
          }),
        /objects\/\S+: listed in manifest.json but missing from the archive/,
      ],
      [
        'a manifest that lies about the rows of a table',
        (archive, out) =>
          repack(archive, out, (_folder, manifest) =>
            Promise.resolve({
              ...manifest,
              tables: manifest.tables.map((table) =>
                table.name === 'posts' ? { ...table, rows: table.rows + 1 } : table,
              ),
            }),
          ),
        /database\/posts.ndjson: 3 rows, but manifest.json says 4/,
      ],
      [
        'a manifest that lies about a size',
        (archive, out) =>
          repack(archive, out, (_folder, manifest) =>
            Promise.resolve({
              ...manifest,
              files: manifest.files.map((file) =>
                file.path === 'database/messages.ndjson' ? { ...file, size: file.size - 1 } : file,
              ),
            }),
          ),
        /database\/messages.ndjson: \d+ bytes, but manifest.json says \d+/,
      ],
      [
        'a file that is not a backup',
        (_archive, out) => writeFile(out, 'just some text, not a tar.gz'),
        /is not a backup archive/,
      ],
    ];

    beforeAll(() => {
      damaged = path.join(work, 'damaged.tar.gz');
    });

    it.each(cases)(
      '%s',
      async (_name, damage, message) => {
        await rm(damaged, { force: true });
        await damage(archiveStopped, damaged);

        // Into an empty data folder: nothing is made there.
        const empty = await dataFolder(work, `empty-${Date.now()}`);
        const intoEmpty = await runCommand('restore', {
          DATA_DIR: empty,
          FILE: damaged,
          EMBEDDED_PG_PORT: String(await freePort()),
        });
        expectFailure(intoEmpty, message);
        expect(intoEmpty.stderr).toMatch(/[Nn]othing was restored/);
        expect(await readdir(empty)).toEqual([]);

        // Over a restored site, even with FORCE=true: it stays as it was.
        const forced = await runCommand('restore', {
          DATABASE_URL: external!.url,
          ...s3!.env,
          FILE: damaged,
          FORCE: 'true',
        });
        expectFailure(forced, message);
        expect(forced.stderr).not.toMatch(/deleting/);
        expect(await tableFingerprints(external!.url)).toEqual(restoredTables);
        expect(await bucketHashes(s3!.client, s3!.bucket)).toEqual(sourceImages);
      },
      60_000,
    );
  });

  describe('another PostgreSQL major is refused', () => {
    it('names both versions when the server is not the major the site runs on', () => {
      expect(() => checkServerMajor(170_004, 'The database site on db:5432')).toThrow(
        'The database site on db:5432 runs PostgreSQL 17.4, but backups are made and restored with PostgreSQL 18',
      );
      expect(() => checkServerMajor(190_001, 'The database x')).toThrow(/runs PostgreSQL 19\.1/);
      expect(() => checkServerMajor(180_004, 'The database x')).not.toThrow();
    });

    it('refuses to back up a server of another major than its tools', async () => {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: external!.url,
        ...s3!.env,
      });
      const file = path.join(work, 'never.tar.gz');
      await expect(
        createBackup({
          config,
          file,
          report: silentReporter,
          // As if the site's PostgreSQL were 17: the real server (18) is then another major.
          checkMajor: (versionNum, where) => checkServerMajor(versionNum, where, 17),
        }),
      ).rejects.toThrow(
        /runs PostgreSQL 18\.\d+, but backups are made and restored with PostgreSQL 17/,
      );
      expect(existsSync(file)).toBe(false);
      expect(existsSync(`${file}.partial`)).toBe(false);
    });

    it('refuses to restore into a server of another major, leaving it as it was', async () => {
      const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: external!.url, ...s3!.env });
      await expect(
        restoreBackup({
          config,
          file: archiveStopped,
          force: true,
          report: silentReporter,
          checkMajor: (versionNum, where) => checkServerMajor(versionNum, where, 17),
        }),
      ).rejects.toThrow(/The target database site on .* runs PostgreSQL 18\.\d+, but backups/);
      expect(await tableFingerprints(external!.url)).toEqual(restoredTables);
    });

    it('refuses an archive made on a newer PostgreSQL than the target', async () => {
      const newer = path.join(work, 'newer.tar.gz');
      await repack(archiveStopped, newer, (_folder, manifest) =>
        Promise.resolve({
          ...manifest,
          postgres: { ...manifest.postgres, versionNum: 190_002, version: '19.2' },
        }),
      );
      const result = await runCommand('restore', {
        DATABASE_URL: external!.url,
        ...s3!.env,
        FILE: newer,
        FORCE: 'true',
      });
      expectFailure(
        result,
        /made on PostgreSQL 19\.2, newer than PostgreSQL 18, the version the site runs on/,
      );
      expect(await tableFingerprints(external!.url)).toEqual(restoredTables);
    });
  });

  /** The restored site serves the source's posts, pages, images, messages, sessions and audit
   * log, and the admin logs in with the changed password and the second factor. */
  async function expectSameSite(url: string, attempt: number): Promise<void> {
    // The source's token still works: its session, and the JWT secret, came back.
    await api(`${url}/api/auth/account`, { token: sourceToken });
    // The password set in the admin area, not ADMIN_PASSWORD of the environment.
    await api(`${url}/api/auth/login`, { method: 'POST', json: TEST_ADMIN }, 401);
    // The authenticator's key (attempt 1) and the unused recovery codes (attempt 2) came back;
    // the one used on the source stays used.
    const token =
      attempt === 1
        ? await logIn(url, NEW_PASSWORD, totpCode(totpSecret, 1))
        : await logIn(url, NEW_PASSWORD, recoveryCodes[1]!);
    if (attempt === 2) {
      const challenge = await api<{ secondFactor: { challenge: string } }>(
        `${url}/api/auth/login`,
        { method: 'POST', json: { username: TEST_ADMIN.username, password: NEW_PASSWORD } },
      );
      await api(
        `${url}/api/auth/login/second-factor`,
        {
          method: 'POST',
          json: { challenge: challenge.secondFactor.challenge, code: recoveryCodes[0] },
        },
        401,
      );
    }
    const restored = await snapshot(url, token);
    expect(restored.posts).toEqual(site.posts);
    expect(restored.pages).toEqual(site.pages);
    expect(restored.imageUrls).toEqual(site.imageUrls);
    expect(restored.messages).toEqual(site.messages);
    // Every session of the source, plus the one just opened.
    expect(restored.sessions).toEqual(expect.arrayContaining(site.sessions));
    expect(restored.sessions).toHaveLength(site.sessions.length + 1);
    expect(restored.auditIds).toEqual(expect.arrayContaining(site.auditIds));
    const served = await imageBytes(url, site.imageUrls);
    for (const [imagePath, hash] of Object.entries(served)) {
      expect(hash).toBe(sourceImages[imagePath.slice('/uploads/'.length)]);
    }
  }
});
