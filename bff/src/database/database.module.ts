import { type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { authEntities, authMigrations, AuthModule } from '@site/auth';
import { blogEntities, blogMigrations } from '@site/blog';
import { contactEntities, contactMigrations } from '@site/contact';
import { type RuntimeConfig } from '../config/runtime-config.js';

/** PostgreSQL with every module's entities; their migrations run at boot (never synchronize). */
export function databaseModule(databaseUrl: string): DynamicModule {
  return TypeOrmModule.forRoot({
    type: 'postgres',
    url: databaseUrl,
    entities: [...blogEntities, ...contactEntities, ...authEntities],
    migrations: [...blogMigrations, ...contactMigrations, ...authMigrations],
    migrationsRun: true,
    synchronize: false,
    logging: ['migration', 'warn'],
    applicationName: 'site-bff',
    retryAttempts: 3,
    retryDelay: 1000,
    // Fail fast instead of queueing requests behind a database that does not answer: a
    // connection within 2 s, an answer within 5 s (every query here takes milliseconds; a frozen
    // server held requests for the whole query_timeout, once 10 s).
    extra: { max: 10, connectionTimeoutMillis: 2000, query_timeout: 5_000 },
  });
}

/** The auth module as this process's configuration sets it up. */
export function authModule(config: RuntimeConfig): DynamicModule {
  return AuthModule.forRoot({
    jwtSecret: config.jwtSecret,
    jwtExpiresInSeconds: config.jwtExpiresInSeconds,
    lockout: config.loginLockout,
  });
}
