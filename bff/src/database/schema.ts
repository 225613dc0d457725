import { type MigrationInterface } from 'typeorm';
import { auditEntities, auditMigrations } from '@site/audit';
import { authEntities, authMigrations } from '@site/auth';
import { blogEntities, blogMigrations } from '@site/blog';
import { contactEntities, contactMigrations } from '@site/contact';

/** Every module's entities. */
export const SITE_ENTITIES = [
  ...blogEntities,
  ...contactEntities,
  ...authEntities,
  ...auditEntities,
];

/** Every module's migrations, in the order they run: the bff's start and a restore use this list. */
export const SITE_MIGRATIONS: (new () => MigrationInterface)[] = [
  ...blogMigrations,
  ...contactMigrations,
  ...authMigrations,
  ...auditMigrations,
];

/**
 * One advisory lock key for every process that changes this database's schema: bff replicas
 * starting at once migrate one after another, and a restore holds it while it makes the schema.
 */
export const MIGRATION_LOCK = 7_436_201_811;
