import { type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthModule } from '@site/auth';
import { type RuntimeConfig } from '../config/runtime-config.js';
import { DatabaseLogger } from './database-logger.js';
import { prepareRuntimeRole } from './runtime-role.js';
import { MIGRATION_LOCK, SITE_ENTITIES, SITE_MIGRATIONS } from './schema.js';

/**
 * Brings the database up to date before the app starts, as the database user (the owner): runs
 * the pending migrations (never synchronize) and grants the runtime role, all under an advisory
 * lock, so replicas starting together migrate once and one after another. Answers the role the
 * app's requests run as (null: the database user).
 */
export async function prepareDatabase(
  config: Pick<RuntimeConfig, 'databaseUrl' | 'databaseRuntimeRole'>,
): Promise<string | null> {
  const owner = new DataSource({
    type: 'postgres',
    url: config.databaseUrl,
    migrations: SITE_MIGRATIONS,
    logging: ['migration', 'warn'],
    logger: new DatabaseLogger(['migration', 'warn']),
    applicationName: 'site-bff (migrations)',
    extra: { max: 2, connectionTimeoutMillis: 2000 },
  });
  await owner.initialize();
  const lock = owner.createQueryRunner();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await owner.runMigrations({ transaction: 'all' });
      return await prepareRuntimeRole(owner, config.databaseRuntimeRole);
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await lock.release();
    await owner.destroy();
  }
}

/** PostgreSQL with every module's entities, at most `poolSize` connections; with `role`, every
 * connection runs as that role (prepareDatabase made it). */
export function databaseModule(
  databaseUrl: string,
  role: string | null,
  poolSize: number,
): DynamicModule {
  return TypeOrmModule.forRoot({
    type: 'postgres',
    url: databaseUrl,
    entities: SITE_ENTITIES,
    migrationsRun: false,
    synchronize: false,
    // The migrations made what the schema needs (gen_random_uuid() is built in); the requests'
    // role could not install an extension anyway.
    installExtensions: false,
    logging: ['warn'],
    logger: new DatabaseLogger(['warn']),
    applicationName: 'site-bff',
    retryAttempts: 3,
    retryDelay: 1000,
    // Fail fast instead of queueing requests behind a database that does not answer: a
    // connection within 2 s, an answer within 5 s (every query here takes milliseconds; a frozen
    // server held requests for the whole query_timeout, once 10 s).
    extra: {
      max: poolSize,
      connectionTimeoutMillis: 2000,
      query_timeout: 5_000,
      ...(role ? { options: `-c role=${role}` } : {}),
    },
  });
}

/** The auth module as this process's configuration sets it up. */
export function authModule(config: RuntimeConfig): DynamicModule {
  return AuthModule.forRoot({
    jwtSecret: config.jwtSecret,
    jwtExpiresInSeconds: config.jwtExpiresInSeconds,
    siteUrl: config.siteUrl,
    lockout: config.loginLockout,
  });
}
