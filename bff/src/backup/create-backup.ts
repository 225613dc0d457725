import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type AppConfig } from '../config/app-config.js';
import { writeArchive } from './archive.js';
import { BackupError } from './backup-error.js';
import { dumpDatabase, openDatabase } from './database.js';
import {
  ARCHIVE_FORMAT,
  FORMAT_VERSION,
  type FileEntry,
  type Manifest,
  MANIFEST_PATH,
  objectFile,
} from './manifest.js';
import { type BackupStore, openBackupStore } from './object-store.js';
import { checkServerMajor } from './postgres-version.js';
import { megabytes, type Reporter } from './progress.js';

export interface BackupOptions {
  config: AppConfig;
  /** Where the archive goes: a path, or '-' for standard output. */
  file: string;
  report: Reporter;
  /** The check of the server's PostgreSQL major (tests pretend another major with it). */
  checkMajor?: (versionNum: number, where: string) => void;
}

export interface BackupResult {
  /** The archive's path (absent for standard output). */
  file?: string;
  bytes: number;
  manifest: Manifest;
  ms: number;
}

/** `backups/site-20261127T101500Z.tar.gz` under `root`: the default archive name. */
export function defaultArchiveName(root: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.join(root, 'backups', `site-${stamp}.tar.gz`);
}

/**
 * Writes one archive of the site: the database from one snapshot, then every image in storage,
 * then manifest.json with the SHA-256 and size of each file. The archive is written as
 * `<file>.partial` and renamed when complete, so a file under the final name is always whole.
 */
export async function createBackup({
  config,
  file,
  report,
  checkMajor = checkServerMajor,
}: BackupOptions): Promise<BackupResult> {
  const started = Date.now();
  const toStdout = file === '-';
  const target = toStdout ? undefined : path.resolve(file);
  if (target && existsSync(target)) {
    throw new BackupError(`${target} already exists: name another FILE, or move that one away.`);
  }
  const partial = target && `${target}.partial`;
  if (partial) await ensureWritable(partial);
  const staging = await mkdtemp(path.join(os.tmpdir(), 'site-backup-'));
  try {
    // The database first: images added after its snapshot are extra files (the site's orphan
    // sweep removes them after a restore); none it names is missing unless deleted meanwhile.
    const database = await openDatabase(config, { existing: true });
    let dump: Awaited<ReturnType<typeof dumpDatabase>>;
    try {
      report.line(`Backing up the ${database.description}`);
      dump = await dumpDatabase(database.url, database.description, staging, report, checkMajor);
    } finally {
      await database.stop();
    }

    const out = partial ? createWriteStream(partial, { mode: 0o600 }) : process.stdout;
    const archive = writeArchive(out);
    const store = openBackupStore(config.storage);
    try {
      const files: FileEntry[] = [];
      for (const file of dump.files) {
        const { sha256 } = await archive.add(
          file.path,
          file.size,
          createReadStream(path.join(staging, file.path)),
        );
        if (sha256 !== file.sha256) {
          throw new BackupError(`${file.path} changed on disk while the archive was written.`);
        }
        files.push(file);
      }
      const objects = await copyObjects(store, archive, report);
      files.push(...objects.files);
      const manifest: Manifest = {
        format: ARCHIVE_FORMAT,
        formatVersion: FORMAT_VERSION,
        createdAt: new Date().toISOString(),
        siteUrl: config.siteUrl,
        postgres: dump.postgres,
        migrations: dump.migrations,
        tables: dump.tables,
        sequences: dump.sequences,
        objects: { count: objects.files.length, bytes: objects.bytes },
        files,
      };
      const bytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      await archive.add(MANIFEST_PATH, bytes.length, Readable.from([bytes]));
      await archive.finish();
      if (target && partial) await rename(partial, target);
      const size = target ? (await stat(target)).size : 0;
      const ms = Date.now() - started;
      report.line(
        `Wrote ${target ?? 'the archive to standard output'}${target ? ` (${megabytes(size)})` : ''} in ${(ms / 1000).toFixed(1)} s.`,
      );
      return { file: target, bytes: size, manifest, ms };
    } catch (error) {
      archive.abort();
      throw error;
    } finally {
      store.close();
    }
  } catch (error) {
    if (partial) await rm(partial, { force: true });
    throw error;
  } finally {
    // Never in the way of the error that got here.
    await rm(staging, { recursive: true, force: true, maxRetries: 5 }).catch(() => undefined);
  }
}

/** Makes the folder and an empty file, so that a FILE nobody may write fails before the copy. */
async function ensureWritable(file: string): Promise<void> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, '', { mode: 0o600 });
  } catch (error) {
    throw new BackupError(
      `Cannot write ${file}: ${(error as Error).message}. Name a FILE in a folder you may write, ` +
        'or FILE=- to write the archive to standard output.',
      { cause: error },
    );
  }
}

async function copyObjects(
  store: BackupStore,
  archive: ReturnType<typeof writeArchive>,
  report: Reporter,
): Promise<{ files: FileEntry[]; bytes: number }> {
  const keys: string[] = [];
  try {
    for await (const key of store.keys()) keys.push(key);
  } catch (error) {
    throw storageFailure(store, 'listing', error);
  }
  keys.sort();
  const counter = report.counter(`images from ${store.description}`, keys.length);
  const files: FileEntry[] = [];
  let bytes = 0;
  let gone = 0;
  for (const key of keys) {
    let object: Awaited<ReturnType<BackupStore['read']>>;
    try {
      object = await store.read(key);
    } catch (error) {
      throw storageFailure(store, `reading ${key} from`, error);
    }
    if (!object) {
      gone += 1; // deleted since the listing: the site no longer has it either
      continue;
    }
    const { sha256 } = await archive.add(objectFile(key), object.size, object.body);
    files.push({ path: objectFile(key), size: object.size, sha256 });
    bytes += object.size;
    counter.add(object.size);
  }
  counter.done();
  if (gone > 0) report.line(`  ${gone} images were deleted by the site while the backup ran.`);
  return { files, bytes };
}

function storageFailure(store: BackupStore, doing: string, error: unknown): BackupError {
  const reason = error instanceof Error ? error.message : String(error);
  return new BackupError(
    `Image storage failed while ${doing} ${store.description}: ${reason}. ` +
      'Check STORAGE_DRIVER and UPLOADS_DIR, or the S3_* settings, and that the storage answers.',
    { cause: error },
  );
}
