import { z } from 'zod';
import { isImageKey } from '@site/blog';

/** What `format` says in every archive this code writes. */
export const ARCHIVE_FORMAT = 'site-backup';
/** Bumped when the layout changes so that an older reader would misread it. */
export const FORMAT_VERSION = 1;

export const MANIFEST_PATH = 'manifest.json';
export const TABLES_FOLDER = 'database';
export const OBJECTS_FOLDER = 'objects';

const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function tableFile(table: string): string {
  return `${TABLES_FOLDER}/${table}.ndjson`;
}

export function objectFile(key: string): string {
  return `${OBJECTS_FOLDER}/${key}`;
}

/** The key an archive path names under objects/, or undefined. */
export function keyOfObjectFile(file: string): string | undefined {
  const prefix = `${OBJECTS_FOLDER}/`;
  if (!file.startsWith(prefix)) return undefined;
  const key = file.slice(prefix.length);
  // Only the keys the blog stores images under: the only names a restore writes back.
  return isImageKey(key) ? key : undefined;
}

/** True for the only paths an archive may hold. */
export function isArchivePath(file: string): boolean {
  if (file === MANIFEST_PATH) return true;
  if (keyOfObjectFile(file) !== undefined) return true;
  const table = /^database\/([a-z0-9_]+)\.ndjson$/.exec(file)?.[1];
  return table !== undefined && TABLE_NAME.test(table);
}

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in lowercase hex');
const count = z.number().int().min(0);

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  siteUrl: z.string(),
  postgres: z.object({
    version: z.string(),
    versionNum: z.number().int().positive(),
    database: z.string(),
  }),
  /** The migrations applied to the database, oldest first: its schema, by name. */
  migrations: z.array(z.string().min(1)),
  tables: z.array(
    z.object({
      name: z.string().regex(TABLE_NAME, 'must be a table name'),
      file: z.string(),
      rows: count,
      columns: z.array(z.object({ name: z.string().min(1), type: z.string().min(1) })),
    }),
  ),
  sequences: z.array(
    z.object({
      name: z.string().regex(TABLE_NAME, 'must be a sequence name'),
      lastValue: z.string().regex(/^-?\d+$/, 'must be an integer'),
      isCalled: z.boolean(),
    }),
  ),
  objects: z.object({ count, bytes: count }),
  files: z.array(z.object({ path: z.string(), size: count, sha256 })),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type TableEntry = Manifest['tables'][number];
export type SequenceEntry = Manifest['sequences'][number];
export type FileEntry = Manifest['files'][number];

/** The manifest's fields, or the list of what is wrong with them. */
export function parseManifest(
  value: unknown,
): { manifest: Manifest; problems?: undefined } | { manifest?: undefined; problems: string[] } {
  const parsed = manifestSchema.safeParse(value);
  if (parsed.success) return { manifest: parsed.data };
  return {
    problems: parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(the whole file)'} ${issue.message}`,
    ),
  };
}
