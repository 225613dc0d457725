import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extract, Header, Pack, ReadEntry } from 'tar';
import { BackupError } from './backup-error.js';
import {
  ARCHIVE_FORMAT,
  FORMAT_VERSION,
  isArchivePath,
  keyOfObjectFile,
  type Manifest,
  MANIFEST_PATH,
  OBJECTS_FOLDER,
  parseManifest,
  TABLES_FOLDER,
} from './manifest.js';

/** A .tar.gz written as it goes: each file is streamed in, hashed on the way. */
export interface ArchiveWriter {
  /** Adds `size` bytes read from `body`; rejects when the body has another length. */
  add(archivePath: string, size: number, body: Readable): Promise<{ sha256: string }>;
  /** Ends the archive and waits until the output has it all. */
  finish(): Promise<void>;
  /** Stops writing after a failure. */
  abort(): void;
}

export function writeArchive(out: Writable): ArchiveWriter {
  const pack = new Pack({ gzip: true, portable: true });
  let failure: Error | undefined;
  const failed = new Promise<never>((_, reject) => {
    const fail = (error: unknown) => {
      failure ??= error instanceof Error ? error : new Error(String(error));
      reject(failure);
    };
    pack.on('error', fail);
    out.on('error', fail);
  });
  failed.catch(() => undefined);
  const toStdout = out === process.stdout;
  const done = toStdout ? once(pack, 'end') : once(out, 'close');
  pack.pipe(out);
  const mtime = new Date();

  return {
    async add(archivePath, size, body) {
      if (failure) throw failure;
      const entry = new ReadEntry(
        new Header({ path: archivePath, size, type: 'File', mode: 0o600, mtime }),
      );
      pack.add(entry);
      const hash = createHash('sha256');
      let length = 0;
      for await (const chunk of body as AsyncIterable<Buffer>) {
        length += chunk.length;
        if (length > size) break;
        hash.update(chunk);
        if (!entry.write(chunk)) await Promise.race([once(entry, 'drain'), failed]);
      }
      if (length !== size) {
        body.destroy();
        throw new BackupError(
          `${archivePath}: read ${length > size ? 'more than' : length} bytes where ${size} were announced (it changed while being read?). Run the backup again.`,
        );
      }
      entry.end();
      return { sha256: hash.digest('hex') };
    },
    async finish() {
      pack.end();
      await Promise.race([done, failed]);
      if (toStdout) await new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
    },
    abort() {
      pack.destroy?.();
      if (!toStdout) out.destroy();
    },
  };
}

/** Unpacks the archive into `folder` (empty), checking nothing yet but its form: what it holds
 * beyond the files a backup has is listed in `unexpected` and not written. */
export async function extractArchive(
  source: { file: string } | { stream: Readable },
  folder: string,
  name: string,
): Promise<{ unexpected: string[] }> {
  const unexpected: string[] = [];
  const seen = new Set<string>();
  const options = {
    cwd: folder,
    strict: true,
    preserveOwner: false,
    filter: (entryPath: string, entry: unknown) => {
      const type = (entry as { type?: string }).type;
      const clean = entryPath.replace(/^\.\//, '');
      if (
        type === 'Directory' &&
        [TABLES_FOLDER, OBJECTS_FOLDER].includes(clean.replace(/\/$/, ''))
      )
        return true;
      if (type !== 'File' || !isArchivePath(clean) || seen.has(clean)) {
        unexpected.push(`${clean} (${seen.has(clean) ? 'a second time' : (type ?? 'entry')})`);
        return false;
      }
      seen.add(clean);
      return true;
    },
  };
  try {
    if ('file' in source) {
      await extract({ ...options, file: source.file });
    } else {
      await pipeline(source.stream, extract(options));
    }
  } catch (error) {
    throw new BackupError(`${unreadable(name, error)} Nothing was restored.`, { cause: error });
  }
  return { unexpected };
}

function unreadable(name: string, error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'ENOENT') return `The archive ${name} does not exist.`;
  if (code === 'Z_BUF_ERROR' || /unexpected end/i.test(message ?? '')) {
    return `The archive ${name} ends early: it is truncated (an interrupted copy or download?). Use a complete copy.`;
  }
  if (code === 'Z_DATA_ERROR') {
    return `The archive ${name} is damaged: its compressed data does not check out (${message}). Use another copy.`;
  }
  if (code === 'TAR_BAD_ARCHIVE') {
    return `${name} is not a backup archive (a .tar.gz made by make backup): ${message}.`;
  }
  return `The archive ${name} cannot be read: ${message ?? String(error)}.`;
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

async function hashFile(file: string): Promise<{ size: number; sha256: string; lines: number }> {
  const hash = createHash('sha256');
  let size = 0;
  let lines = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
  }
  return { size, sha256: hash.digest('hex'), lines };
}

/**
 * Checks an unpacked archive against its manifest before anything is restored: every file
 * listed is there with its size and SHA-256, nothing is there that is not listed, and the
 * counts agree. Answers the manifest; throws a BackupError naming every problem.
 */
export async function verifyArchive(
  folder: string,
  name: string,
  unexpected: string[],
): Promise<Manifest> {
  const refuse = (problems: string[]): never => {
    throw new BackupError(
      `The archive ${name} is damaged or was changed after it was made; nothing was restored:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
  };
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST_PATH), 'utf8');
  } catch {
    throw new BackupError(
      `${name} holds no ${MANIFEST_PATH}: it is not a backup made by make backup, or it is damaged. Nothing was restored.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return refuse([`${MANIFEST_PATH} is not JSON (${(error as Error).message})`]);
  }
  const format = json as { format?: unknown; formatVersion?: unknown };
  if (format?.format === ARCHIVE_FORMAT && typeof format.formatVersion === 'number') {
    if (format.formatVersion > FORMAT_VERSION) {
      throw new BackupError(
        `${name} is a backup of format ${format.formatVersion}, made by a newer version of the site ` +
          `(this one reads format ${FORMAT_VERSION}): restore it with that version or a newer one. Nothing was restored.`,
      );
    }
  }
  const parsed = parseManifest(json);
  if (!parsed.manifest) return refuse(parsed.problems.map((p) => `${MANIFEST_PATH}: ${p}`));
  const { manifest } = parsed;

  const problems = [...unexpected.map((entry) => `${entry}: not something a backup holds`)];
  const listed = new Map<string, Manifest['files'][number]>();
  for (const file of manifest.files) {
    if (listed.has(file.path)) problems.push(`${file.path}: listed twice in ${MANIFEST_PATH}`);
    else if (file.path === MANIFEST_PATH || !isArchivePath(file.path))
      problems.push(`${file.path}: ${MANIFEST_PATH} lists a file a backup cannot hold`);
    listed.set(file.path, file);
  }
  const present = new Set((await filesUnder(folder)).filter((file) => file !== MANIFEST_PATH));
  const lineCounts = new Map<string, number>();
  for (const file of listed.values()) {
    if (!present.has(file.path)) {
      problems.push(`${file.path}: listed in ${MANIFEST_PATH} but missing from the archive`);
      continue;
    }
    const actual = await hashFile(path.join(folder, file.path));
    lineCounts.set(file.path, actual.lines);
    if (actual.size !== file.size) {
      problems.push(`${file.path}: ${actual.size} bytes, but ${MANIFEST_PATH} says ${file.size}`);
    } else if (actual.sha256 !== file.sha256) {
      problems.push(
        `${file.path}: its SHA-256 is ${actual.sha256}, not ${file.sha256} as ${MANIFEST_PATH} says: the file is damaged`,
      );
    }
  }
  for (const file of present) {
    if (!listed.has(file)) problems.push(`${file}: in the archive but not in ${MANIFEST_PATH}`);
  }
  for (const table of manifest.tables) {
    if (table.file !== `${TABLES_FOLDER}/${table.name}.ndjson`) {
      problems.push(`table ${table.name}: its file is ${table.file}, not where a backup puts it`);
    } else if (!listed.has(table.file)) {
      problems.push(`table ${table.name}: its file ${table.file} is not in the list of files`);
    } else if (lineCounts.has(table.file) && lineCounts.get(table.file) !== table.rows) {
      problems.push(
        `${table.file}: ${lineCounts.get(table.file)} rows, but ${MANIFEST_PATH} says ${table.rows}`,
      );
    }
  }
  const objects = manifest.files.filter((file) => keyOfObjectFile(file.path) !== undefined);
  const objectBytes = objects.reduce((sum, file) => sum + file.size, 0);
  if (objects.length !== manifest.objects.count || objectBytes !== manifest.objects.bytes) {
    problems.push(
      `${MANIFEST_PATH} counts ${manifest.objects.count} objects of ${manifest.objects.bytes} bytes, but lists ${objects.length} of ${objectBytes}`,
    );
  }
  if (problems.length > 0) refuse(problems);
  return manifest;
}

/** The size of a file, for archive entries read from disk. */
export async function sizeOf(file: string): Promise<number> {
  return (await stat(file)).size;
}
