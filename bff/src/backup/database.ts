import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import pg from 'pg';
import { DataSource, MigrationExecutor, type QueryRunner } from 'typeorm';
import { startEmbeddedPostgres } from '@site/common';
import { type AppConfig } from '../config/app-config.js';
import { MIGRATION_LOCK, SITE_MIGRATIONS } from '../database/schema.js';
import { BackupError } from './backup-error.js';
import { type Manifest, type SequenceEntry, type TableEntry, tableFile } from './manifest.js';
import { checkServerMajor, versionText } from './postgres-version.js';
import { type Reporter } from './progress.js';

/** The schema the site's tables live in; backups read and write only this one. */
const SCHEMA = 'public';

/** Text forms that read back the same anywhere: what pg_dump sets for its COPY output. */
const SESSION_SETTINGS = [
  `SET LOCAL DateStyle = 'ISO, YMD'`,
  `SET LOCAL IntervalStyle = 'postgres'`,
  `SET LOCAL TimeZone = 'UTC'`,
  `SET LOCAL extra_float_digits = 3`,
  `SET LOCAL bytea_output = 'hex'`,
];

/** Rows per FETCH and, at most, per INSERT; an INSERT also stops at INSERT_BYTES of rows. */
const BATCH_ROWS = 1_000;
const INSERT_BYTES = 4 * 1024 * 1024;

export interface OpenDatabase {
  url: string;
  /** "database site on 127.0.0.1:5433 (embedded, DATA_DIR/postgres)" for messages. */
  description: string;
  /** Stops the embedded server if this process started it. */
  stop(): Promise<void>;
}

/** The site's database as the bff would open it: DATABASE_URL, or the embedded PostgreSQL under
 * DATA_DIR/postgres (the running site's server when it runs; else started here, and stopped by
 * stop()). `existing`: refuse a data folder that holds no database yet, instead of making one. */
export async function openDatabase(
  config: AppConfig,
  { existing = false }: { existing?: boolean } = {},
): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    return {
      url: config.databaseUrl,
      description: `database ${describeUrl(config.databaseUrl)}`,
      stop: () => Promise.resolve(),
    };
  }
  const dataDir = path.join(config.dataDir, 'postgres');
  if (existing && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(
      `DATA_DIR ${config.dataDir} holds no database (no ${dataDir}): set DATA_DIR to the site's ` +
        'data folder (make start uses ./.data), or DATABASE_URL to its database.',
    );
  }
  const server = await startEmbeddedPostgres({
    dataDir,
    port: config.embeddedPostgresPort,
    database: 'site',
  });
  return {
    url: server.url,
    description: `database ${describeUrl(server.url)} (embedded, data in ${dataDir})`,
    stop: () => server.stop(),
  };
}

function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${decodeURIComponent(parsed.pathname.slice(1))} on ${parsed.host}`;
  } catch {
    return 'from DATABASE_URL';
  }
}

async function connect(url: string, description: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    application_name: 'site-backup',
    connectionTimeoutMillis: 10_000,
  });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(
      `Cannot connect to the ${description}: ${error instanceof Error ? error.message : String(error)}. ` +
        'Check DATABASE_URL (or that DATA_DIR holds the site’s data) and that PostgreSQL runs.',
      { cause: error },
    );
  }
  return client;
}

async function serverVersion(client: pg.Client): Promise<{ version: string; versionNum: number }> {
  const { rows } = await client.query<{ n: string }>(
    `SELECT current_setting('server_version_num') AS n`,
  );
  const versionNum = Number(rows[0]?.n);
  return { versionNum, version: versionText(versionNum) };
}

type Queryable = pg.Client | QueryRunner;

/** The rows of a query on either a pg client or a TypeORM query runner. */
async function rowsOf<T>(db: Queryable, sql: string, parameters: unknown[] = []): Promise<T[]> {
  if (db instanceof pg.Client) return (await db.query(sql, parameters)).rows as T[];
  return (await db.query(sql, parameters)) as T[];
}

const ident = (name: string) => pg.escapeIdentifier(name);
const qualified = (name: string) => `${ident(SCHEMA)}.${ident(name)}`;

export interface DatabaseDump {
  postgres: Manifest['postgres'];
  migrations: string[];
  tables: TableEntry[];
  sequences: SequenceEntry[];
  /** The files written, with their sizes and SHA-256, relative to the folder. */
  files: { path: string; size: number; sha256: string }[];
}

/**
 * Dumps every table of the site's schema, row by row, from one snapshot (REPEATABLE READ, read
 * only): a consistent copy while the site keeps running. Each row is one line of JSON, an array
 * of the columns' text forms (the forms COPY uses), so every type reads back exactly. Generated
 * columns are left out (PostgreSQL computes them again). The schema itself is not dumped: it is
 * the list of migrations applied, which a restore runs again.
 */
export async function dumpDatabase(
  url: string,
  description: string,
  folder: string,
  report: Reporter,
  checkMajor: (versionNum: number, where: string) => void = checkServerMajor,
): Promise<DatabaseDump> {
  const client = await connect(url, description);
  try {
    const version = await serverVersion(client);
    checkMajor(version.versionNum, `The ${description}`);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    for (const setting of SESSION_SETTINGS) await client.query(setting);
    const [{ database }] = (
      await client.query<{ database: string }>('SELECT current_database() AS database')
    ).rows as [{ database: string }];
    const hasMigrations = await client.query(
      `SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1 AND c.relname = 'migrations' AND c.relkind = 'r'`,
      [SCHEMA],
    );
    if (hasMigrations.rowCount === 0) {
      throw new BackupError(
        `The ${description} holds no site yet (no migrations table): start the site once ` +
          '(make start) or point DATABASE_URL at the site’s database.',
      );
    }
    const migrations = (
      await client.query<{ name: string }>(
        `SELECT name FROM ${qualified('migrations')} ORDER BY timestamp, id`,
      )
    ).rows.map((row) => row.name);

    await mkdir(path.join(folder, 'database'), { recursive: true });
    const tables: TableEntry[] = [];
    const files: DatabaseDump['files'] = [];
    let totalRows = 0;
    let totalBytes = 0;
    for (const name of await tableNames(client)) {
      const columns = await columnsOf(client, name);
      const file = tableFile(name);
      const written = await dumpTable(client, name, columns, path.join(folder, file));
      tables.push({ name, file, rows: written.rows, columns });
      files.push({ path: file, size: written.size, sha256: written.sha256 });
      totalRows += written.rows;
      totalBytes += written.size;
    }
    const sequences: SequenceEntry[] = [];
    for (const name of await sequenceNames(client)) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text AS last_value, is_called FROM ${qualified(name)}`,
      );
      const row = rows[0];
      if (row) sequences.push({ name, lastValue: row.last_value, isCalled: row.is_called });
    }
    await client.query('COMMIT');
    report.line(
      `  database: ${tables.length} tables, ${totalRows} rows (${(totalBytes / 1024).toFixed(0)} KB), ${migrations.length} migrations`,
    );
    return {
      postgres: { ...version, database },
      migrations,
      tables,
      sequences,
      files,
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function tableNames(db: Queryable): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      ORDER BY c.relname`,
    [SCHEMA],
  );
  return rows.map((row) => row.name);
}

async function sequenceNames(db: Queryable): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind = 'S' ORDER BY c.relname`,
    [SCHEMA],
  );
  return rows.map((row) => row.name);
}

/** The stored columns (generated ones left out), in their order, with their types. */
function columnsOf(db: Queryable, table: string): Promise<{ name: string; type: string }[]> {
  return rowsOf<{ name: string; type: string }>(
    db,
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
       FROM pg_attribute a
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
        AND a.attgenerated = ''
      ORDER BY a.attnum`,
    [qualified(table)],
  );
}

async function dumpTable(
  client: pg.Client,
  table: string,
  columns: { name: string }[],
  file: string,
): Promise<{ rows: number; size: number; sha256: string }> {
  const values = columns.map((column) => `${ident(column.name)}::text`).join(', ');
  await client.query(
    `DECLARE backup_rows NO SCROLL CURSOR FOR
       SELECT to_json(ARRAY[${values}]::text[])::text AS line FROM ${qualified(table)}`,
  );
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const hash = createHash('sha256');
  let rows = 0;
  let size = 0;
  try {
    for (;;) {
      const batch = await client.query<{ line: string }>(`FETCH ${BATCH_ROWS} FROM backup_rows`);
      if (batch.rows.length === 0) break;
      const chunk = Buffer.from(batch.rows.map((row) => `${row.line}\n`).join(''), 'utf8');
      hash.update(chunk);
      rows += batch.rows.length;
      size += chunk.length;
      if (!out.write(chunk)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  await client.query('CLOSE backup_rows');
  return { rows, size, sha256: hash.digest('hex') };
}

/** What a target database already holds, outside PostgreSQL's own schemas. */
export interface DatabaseContents {
  /** Tables, views and sequences, as name (in public) or schema.name. */
  relations: string[];
  /** Functions and procedures not from an extension. */
  routines: string[];
  /** Enums, domains, ranges and composite types not from an extension. */
  types: string[];
  /** Schemas holding any of them. */
  schemas: string[];
}

const USER_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema')
  AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'`;

interface Named {
  schema: string;
  name: string;
}

async function contentsOf(db: Queryable): Promise<DatabaseContents> {
  const relations = await rowsOf<Named>(
    db,
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE ${USER_SCHEMAS} AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
                          AND d.objid = c.oid AND d.deptype = 'e')
      ORDER BY 1, 2`,
  );
  const routines = await rowsOf<Named>(
    db,
    `SELECT n.nspname AS schema, p.proname AS name FROM pg_proc p
       JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE ${USER_SCHEMAS}
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass
                          AND d.objid = p.oid AND d.deptype = 'e')
      ORDER BY 1, 2`,
  );
  const types = await rowsOf<Named>(
    db,
    `SELECT n.nspname AS schema, t.typname AS name FROM pg_type t
       JOIN pg_namespace n ON n.oid = t.typnamespace
       LEFT JOIN pg_class c ON c.oid = t.typrelid
      WHERE ${USER_SCHEMAS} AND t.typtype IN ('e', 'd', 'r', 'm', 'c')
        AND (t.typtype <> 'c' OR c.relkind = 'c')
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass
                          AND d.objid = t.oid AND d.deptype = 'e')
      ORDER BY 1, 2`,
  );
  const named = (rows: Named[]) =>
    rows.map((row) => (row.schema === SCHEMA ? row.name : `${row.schema}.${row.name}`));
  return {
    relations: named(relations),
    routines: named(routines),
    types: named(types),
    schemas: [...new Set([...relations, ...routines, ...types].map((row) => row.schema))],
  };
}

export interface DatabaseTarget {
  version: { version: string; versionNum: number };
  contents: DatabaseContents;
}

/**
 * Looks at a restore's target without changing it: its version, what it holds, and that no
 * other client (a running bff) is connected to it.
 */
export async function inspectTarget(
  url: string,
  description: string,
  checkMajor: (versionNum: number, where: string) => void = checkServerMajor,
): Promise<DatabaseTarget> {
  const client = await connect(url, description);
  try {
    const version = await serverVersion(client);
    checkMajor(version.versionNum, `The target ${description}`);
    const { rows } = await client.query<{ n: number; names: string | null }>(
      `SELECT count(*)::int AS n,
              string_agg(DISTINCT coalesce(nullif(application_name, ''), 'unnamed'), ', ') AS names
         FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND backend_type = 'client backend'`,
    );
    const others = rows[0];
    if (others && others.n > 0) {
      throw new BackupError(
        `${others.n} other connection${others.n === 1 ? ' is' : 's are'} open to the target ` +
          `${description} (${others.names ?? 'unnamed'}): stop the site first (Ctrl-C on ` +
          '`make start`; `docker compose stop bff` in the container stack), then run the restore again.',
      );
    }
    return { version, contents: await contentsOf(client) };
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function isEmpty(contents: DatabaseContents): boolean {
  return contents.schemas.length === 0;
}

/** "17 tables, views or sequences (admins, audit_events, …) and 3 functions". */
export function describeContents(contents: DatabaseContents, { all = false } = {}): string {
  const list = (names: string[]) =>
    names.length > 8 && !all ? `${names.slice(0, 8).join(', ')}, …` : names.join(', ');
  const parts: string[] = [];
  if (contents.relations.length > 0) {
    parts.push(
      `${contents.relations.length} tables, views or sequences (${list(contents.relations)})`,
    );
  }
  if (contents.routines.length > 0) {
    parts.push(`${contents.routines.length} functions (${list(contents.routines)})`);
  }
  if (contents.types.length > 0) {
    parts.push(`${contents.types.length} types (${list(contents.types)})`);
  }
  return parts.join(', ');
}

/** The names of the migrations this version of the site has, oldest first. */
export function knownMigrations(): string[] {
  return SITE_MIGRATIONS.map((Migration) => new Migration().name ?? Migration.name);
}

export interface RestoreDatabaseOptions {
  /** Drop what the target holds first (FORCE), in the same transaction as the restore. */
  emptyFirst?: DatabaseContents;
  report: Reporter;
}

/**
 * Restores the dump into the target in ONE transaction, so the database ends up either restored
 * or as it was: (with FORCE) the target's schemas dropped; the backup's migrations run (the
 * schema of the day the backup was made); user triggers off while its rows are loaded, parents
 * before children, as pg_restore --disable-triggers does (the audit log's insert trigger would
 * otherwise date every event again); the sequences set. Newer migrations and the runtime role's
 * grants are the bff's next start's work.
 */
export async function restoreDatabase(
  url: string,
  description: string,
  manifest: Manifest,
  folder: string,
  { emptyFirst, report }: RestoreDatabaseOptions,
): Promise<{ rows: number }> {
  const wanted = new Set(manifest.migrations);
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    migrations: SITE_MIGRATIONS.filter((Migration) =>
      wanted.has(new Migration().name ?? Migration.name),
    ),
    logging: false,
    applicationName: 'site-restore',
    extra: { max: 1, connectionTimeoutMillis: 10_000 },
  });
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.startTransaction();
    try {
      await runner.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      for (const setting of SESSION_SETTINGS) await runner.query(setting);
      if (emptyFirst) await dropContents(runner, emptyFirst);
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = 'none';
      await executor.executePendingMigrations();
      const rows = await loadTables(runner, manifest, folder, report);
      await runner.commitTransaction();
      return { rows };
    } catch (error) {
      await runner.rollbackTransaction().catch(() => undefined);
      const reason = error instanceof Error ? error.message : String(error);
      throw new BackupError(
        `Restoring the database failed, and was undone: the target ${description} is as it was. ${reason}`,
        { cause: error },
      );
    }
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}

/** Drops every schema that holds something; public is made again, as initdb makes it. */
async function dropContents(runner: QueryRunner, contents: DatabaseContents): Promise<void> {
  for (const schema of contents.schemas) {
    await runner.query(`DROP SCHEMA ${ident(schema)} CASCADE`);
  }
  const publicExists = await rowsOf(runner, 'SELECT 1 FROM pg_namespace WHERE nspname = $1', [
    SCHEMA,
  ]);
  if (publicExists.length === 0) {
    await runner.query(`CREATE SCHEMA ${ident(SCHEMA)} AUTHORIZATION pg_database_owner`);
    await runner.query(`GRANT USAGE ON SCHEMA ${ident(SCHEMA)} TO PUBLIC`);
  }
}

async function loadTables(
  runner: QueryRunner,
  manifest: Manifest,
  folder: string,
  report: Reporter,
): Promise<number> {
  const present = new Set(await tableNames(runner));
  const missing = manifest.tables.filter((table) => !present.has(table.name));
  if (missing.length > 0) {
    throw new BackupError(
      `After running the backup's ${manifest.migrations.length} migrations the database has no table ` +
        `${missing.map((table) => table.name).join(', ')}, which the backup holds rows of. ` +
        'The backup does not match this version of the site’s migrations: restore it with the version that made it.',
    );
  }
  const columnTypes = new Map<string, Map<string, string>>();
  for (const table of manifest.tables) {
    const columns = await columnsOf(runner, table.name);
    const types = new Map(columns.map((column) => [column.name, column.type]));
    const absent = table.columns.filter((column) => !types.has(column.name));
    if (absent.length > 0) {
      throw new BackupError(
        `The table ${table.name} has no column ${absent.map((column) => column.name).join(', ')} after ` +
          'running the backup’s migrations: the backup does not match this version of the site; restore it with the version that made it.',
      );
    }
    columnTypes.set(table.name, types);
  }

  const all = [...present];
  // Triggers off while rows go in: the rows are already what the triggers made of them.
  for (const table of all)
    await runner.query(`ALTER TABLE ${qualified(table)} DISABLE TRIGGER USER`);
  // Rows the migrations wrote (the migrations table's own, counters) give way to the backup's.
  if (all.length > 0) await runner.query(`TRUNCATE ${all.map(qualified).join(', ')}`);
  let total = 0;
  const order = await parentsFirst(
    runner,
    manifest.tables.map((table) => table.name),
  );
  for (const name of order) {
    const table = manifest.tables.find((entry) => entry.name === name)!;
    total += await loadTable(runner, table, columnTypes.get(name)!, path.join(folder, table.file));
  }
  for (const table of all)
    await runner.query(`ALTER TABLE ${qualified(table)} ENABLE TRIGGER USER`);

  const sequences = new Set(await sequenceNames(runner));
  for (const sequence of manifest.sequences.filter((entry) => sequences.has(entry.name))) {
    await runner.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [
      qualified(sequence.name),
      sequence.lastValue,
      sequence.isCalled,
    ]);
  }
  report.line(
    `  database: ${manifest.tables.length} tables, ${total} rows, ${manifest.migrations.length} migrations`,
  );
  return total;
}

/** The tables ordered so that every table comes after the tables its foreign keys point to. */
async function parentsFirst(runner: QueryRunner, tables: string[]): Promise<string[]> {
  const edges = await rowsOf<{ child: string; parent: string }>(
    runner,
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid
       JOIN pg_class parent ON parent.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE k.contype = 'f' AND n.nspname = $1 AND k.conrelid <> k.confrelid`,
    [SCHEMA],
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of edges) {
    if (parents.has(child) && parents.has(parent)) parents.get(child)!.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...parents.get(table)!].every((p) => placed.has(p)),
    );
    if (ready.length === 0) {
      const left = tables.filter((table) => !placed.has(table));
      throw new BackupError(
        `The tables ${left.join(', ')} point at each other with foreign keys: a restore cannot order them.`,
      );
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

async function loadTable(
  runner: QueryRunner,
  table: TableEntry,
  types: Map<string, string>,
  file: string,
): Promise<number> {
  const names = table.columns.map((column) => ident(column.name)).join(', ');
  const values = table.columns
    .map((column, index) => `(r.value ->> ${index})::${types.get(column.name)!}`)
    .join(', ');
  const insert =
    `INSERT INTO ${qualified(table.name)} (${names}) OVERRIDING SYSTEM VALUE ` +
    `SELECT ${values} FROM json_array_elements($1::json) AS r(value)`;
  let batch: string[] = [];
  let bytes = 0;
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await runner.query(insert, [`[${batch.join(',')}]`]);
    rows += batch.length;
    batch = [];
    bytes = 0;
  };
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= INSERT_BYTES) await flush();
  }
  await flush();
  if (rows !== table.rows) {
    throw new BackupError(
      `${table.file}: ${rows} rows, but manifest.json says ${table.rows}: the archive is damaged.`,
    );
  }
  return rows;
}
