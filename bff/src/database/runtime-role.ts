import { Logger } from '@nestjs/common';
import pg from 'pg';
import { type DataSource } from 'typeorm';

/** The table TypeORM keeps the applied migrations in: only the owner writes it. */
const MIGRATIONS_TABLE = 'migrations';

/** What the runtime role may not do beyond its grants (the audit log is append-only). */
const WITHHELD = `REVOKE UPDATE, DELETE, TRUNCATE ON audit_events FROM %ROLE%;
REVOKE ALL ON ${MIGRATIONS_TABLE} FROM %ROLE%`;

/**
 * Gives the bff's requests a role of their own: the database user (the owner, who runs the
 * migrations) keeps every right, and the role gets what requests need: to read and write the
 * tables, but not to change or delete audit rows, nor any table's shape. The pool then sets it at
 * connection start (`-c role=…`), so a query the bff runs cannot do more.
 *
 * `requested`: DATABASE_RUNTIME_ROLE; 'owner' runs requests as the database user itself. Unset:
 * `<database>_bff`, created when the database user may create roles; when it may not, requests
 * run as the database user, with a warning (the audit log's triggers still refuse changes).
 * Answers the role's name, or null to run as the database user.
 */
export async function prepareRuntimeRole(
  dataSource: DataSource,
  requested: string | undefined,
): Promise<string | null> {
  if (requested === 'owner') return null;
  const logger = new Logger('Database');
  const [{ database }] = await dataSource.query<[{ database: string }]>(
    `SELECT current_database() AS database`,
  );
  const role = requested ?? `${database}_bff`.replace(/[^a-z0-9_]/g, '_').slice(0, 63);
  const quoted = pg.escapeIdentifier(role);
  try {
    await dataSource.query(`
      DO $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = ${pg.escapeLiteral(role)}) THEN
          CREATE ROLE ${quoted} NOLOGIN;
        END IF;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$`);
    // The database user must be able to take the role at connection start: grant it, unless it
    // has it already (a role an administrator made and granted needs no ADMIN OPTION then).
    const [{ member }] = await dataSource.query<[{ member: boolean }]>(
      `SELECT pg_has_role(current_user, $1, 'MEMBER') AS member`,
      [role],
    );
    if (!member) await dataSource.query(`GRANT ${quoted} TO CURRENT_USER`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (requested) {
      throw new Error(
        `DATABASE_RUNTIME_ROLE ${role}: the database user cannot create or take this role (${reason}). ` +
          'Create it (NOLOGIN) and GRANT it to the database user, or set DATABASE_RUNTIME_ROLE=owner.',
        { cause: error },
      );
    }
    logger.warn(
      `Requests run as the database user: it cannot create the role ${role} (${reason}). ` +
        'Create that role and grant it to the database user, or set DATABASE_RUNTIME_ROLE (docs/security.md).',
    );
    return null;
  }
  await dataSource.query(`
    GRANT USAGE ON SCHEMA public TO ${quoted};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${quoted};
    GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${quoted};
    ${WITHHELD.replaceAll('%ROLE%', quoted)}`);
  return role;
}
