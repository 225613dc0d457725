import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type AppConfig } from '../config/app-config.js';
import { extractArchive, verifyArchive } from './archive.js';
import { BackupError } from './backup-error.js';
import {
  describeContents,
  inspectTarget,
  isEmpty,
  knownMigrations,
  openDatabase,
  restoreDatabase,
} from './database.js';
import { keyOfObjectFile, type Manifest } from './manifest.js';
import { type BackupStore, openBackupStore } from './object-store.js';
import {
  checkArchiveMajor,
  checkServerMajor,
  majorOf,
  SITE_POSTGRES_MAJOR,
} from './postgres-version.js';
import { megabytes, type Reporter } from './progress.js';

export interface RestoreOptions {
  config: AppConfig;
  /** The archive: a path, or '-' for standard input. */
  file: string;
  /** Restore over a target that holds something, deleting that first (FORCE=true). */
  force: boolean;
  report: Reporter;
  /** The check of the target's PostgreSQL major (tests pretend another major with it). */
  checkMajor?: (versionNum: number, where: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  rows: number;
  objects: number;
  ms: number;
}

/**
 * Restores an archive into the site's database and storage, as the configuration names them
 * (DATABASE_URL or the embedded PostgreSQL under DATA_DIR; the disk folder or the bucket).
 * Every file is checked against the manifest before the target is touched; a target holding
 * anything is refused unless `force`, which deletes it first and says what it deletes.
 */
export async function restoreBackup({
  config,
  file,
  force,
  report,
  checkMajor = checkServerMajor,
}: RestoreOptions): Promise<RestoreResult> {
  const started = Date.now();
  if (!file) {
    throw new BackupError(
      'Name the archive to restore: make restore FILE=backups/site-<time>.tar.gz (FILE=- reads standard input).',
    );
  }
  const fromStdin = file === '-';
  const name = fromStdin ? 'on standard input' : path.resolve(file);
  if (!fromStdin && !existsSync(name)) throw new BackupError(`The archive ${name} does not exist.`);

  const staging = await mkdtemp(path.join(os.tmpdir(), 'site-restore-'));
  try {
    report.line(`Checking the archive ${name}`);
    const { unexpected } = await extractArchive(
      fromStdin ? { stream: process.stdin } : { file: name },
      staging,
      name,
    );
    const manifest = await verifyArchive(staging, name, unexpected);
    report.line(
      `  ${manifest.files.length + 1} files check out (size and SHA-256): made ${manifest.createdAt} ` +
        `for ${manifest.siteUrl} on PostgreSQL ${manifest.postgres.version}`,
    );
    checkCompatible(manifest);
    if (manifest.siteUrl !== config.siteUrl) {
      report.line(
        `  Note: the backup is of ${manifest.siteUrl}; this site's SITE_URL is ${config.siteUrl}.`,
      );
    }

    const database = await openDatabase(config);
    const store = openBackupStore(config.storage);
    try {
      const target = await inspectTarget(database.url, database.description, checkMajor);
      checkArchiveMajor(manifest.postgres.versionNum, target.version.versionNum);
      const present = await listKeys(store);
      const databaseEmpty = isEmpty(target.contents);
      const wanted = new Set(
        manifest.files
          .map((entry) => keyOfObjectFile(entry.path))
          .filter((key): key is string => key !== undefined),
      );
      const extra = present.filter((key) => !wanted.has(key));
      if (!databaseEmpty || present.length > 0) {
        const held = [
          ...(databaseEmpty
            ? []
            : [`the ${database.description} holds ${describeContents(target.contents)}`]),
          ...(present.length > 0 ? [`${store.description} holds ${present.length} images`] : []),
        ];
        if (!force) {
          throw new BackupError(
            `The target is not empty, so nothing was restored or changed:\n` +
              held.map((line) => `  - ${line}`).join('\n') +
              '\nRestore into an empty target (for make start: a new DATA_DIR; else an empty database ' +
              'and bucket), or run again with FORCE=true to delete all of that first.',
          );
        }
        report.line('FORCE=true: deleting what the target holds before restoring:');
        if (!databaseEmpty) {
          report.line(
            `  - the ${database.description}: schema ${target.contents.schemas.join(', ')} is dropped ` +
              `with every row in it: ${describeContents(target.contents, { all: true })} ` +
              '(in the restore’s transaction: if the restore fails, nothing is dropped)',
          );
        }
        if (present.length > 0) {
          report.line(
            `  - ${store.description}: ${extra.length} of its ${present.length} images are deleted ` +
              `(those the backup does not hold); the backup's ${wanted.size} are written over the others`,
          );
        }
      }

      report.line(`Restoring into the ${database.description}`);
      const { rows } = await restoreDatabase(
        database.url,
        database.description,
        manifest,
        staging,
        {
          emptyFirst: databaseEmpty ? undefined : target.contents,
          report,
        },
      );
      if (extra.length > 0) await deleteKeys(store, extra, report);
      const objects = await writeObjects(store, manifest, staging, report);
      const ms = Date.now() - started;
      report.line(
        `Restored ${name} in ${(ms / 1000).toFixed(1)} s. Start the site now (make start, or ` +
          '`docker compose start bff`): its start runs the migrations newer than the backup and ' +
          'grants the runtime role its rights.',
      );
      return { manifest, rows, objects, ms };
    } finally {
      store.close();
      await database.stop();
    }
  } finally {
    // Retried: after a failed unpack, tar may still be closing files in it.
    await rm(staging, { recursive: true, force: true, maxRetries: 5 }).catch(() => undefined);
  }
}

/** Refuses, before the target is touched, a backup this version cannot restore. */
function checkCompatible(manifest: Manifest): void {
  const known = new Set(knownMigrations());
  const unknown = manifest.migrations.filter((migration) => !known.has(migration));
  if (unknown.length > 0) {
    throw new BackupError(
      `The backup was made by a newer version of the site: its database has migrations this ` +
        `version does not know (${unknown.join(', ')}). Restore it with that version or a newer one. Nothing was restored.`,
    );
  }
  const major = majorOf(manifest.postgres.versionNum);
  if (major > SITE_POSTGRES_MAJOR) {
    throw new BackupError(
      `The backup was made on PostgreSQL ${manifest.postgres.version}, newer than PostgreSQL ` +
        `${SITE_POSTGRES_MAJOR}, the version the site runs on: restore it with a version of the ` +
        `site made for PostgreSQL ${major}. Nothing was restored.`,
    );
  }
}

async function listKeys(store: BackupStore): Promise<string[]> {
  const keys: string[] = [];
  try {
    for await (const key of store.keys()) keys.push(key);
  } catch (error) {
    throw storageFailure(store, 'listing', error);
  }
  return keys.sort();
}

async function deleteKeys(store: BackupStore, keys: string[], report: Reporter): Promise<void> {
  const counter = report.counter(`images deleted from ${store.description}`, keys.length);
  for (const key of keys) {
    try {
      await store.delete(key);
    } catch (error) {
      throw storageFailure(store, `deleting ${key} from`, error);
    }
    counter.add(0);
  }
  counter.done();
}

async function writeObjects(
  store: BackupStore,
  manifest: Manifest,
  staging: string,
  report: Reporter,
): Promise<number> {
  const objects = manifest.files.filter((entry) => keyOfObjectFile(entry.path) !== undefined);
  const counter = report.counter(`images to ${store.description}`, objects.length);
  for (const entry of objects) {
    const key = keyOfObjectFile(entry.path)!;
    try {
      await store.write(key, path.join(staging, entry.path));
    } catch (error) {
      throw storageFailure(store, `writing ${key} to`, error, true);
    }
    counter.add(entry.size);
  }
  counter.done();
  if (objects.length > 0) {
    report.line(`  ${objects.length} images, ${megabytes(manifest.objects.bytes)}`);
  }
  return objects.length;
}

function storageFailure(
  store: BackupStore,
  doing: string,
  error: unknown,
  afterDatabase = false,
): BackupError {
  const reason = error instanceof Error ? error.message : String(error);
  return new BackupError(
    `Image storage failed while ${doing} ${store.description}: ${reason}. ` +
      (afterDatabase
        ? 'The database is restored but not every image is: fix the storage, then run the restore again with FORCE=true.'
        : 'Check STORAGE_DRIVER and UPLOADS_DIR, or the S3_* settings, and that the storage answers.'),
    { cause: error },
  );
}
