/**
 * Sets a new administrator password: `make admin-password` or `npm run admin:password -w bff`.
 * Uses ADMIN_PASSWORD (and ADMIN_USERNAME) when set, else generates a strong password and prints
 * it once. Every session is signed out. With RESET_SECOND_FACTOR=true it also turns two-factor
 * authentication off and removes the recovery codes and every passkey: the recovery for an admin
 * who lost them. Works whether or not the site is running.
 */
import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AuditModule } from '@site/audit';
import { AuthService } from '@site/auth';
import { prepareRuntime } from '../boot/runtime.js';
import { configFromEnvironment, environmentWithDotEnv } from '../config/environment.js';
import { ConfigError, REPO_ROOT } from '../config/app-config.js';
import { authModule, databaseModule, prepareDatabase } from '../database/database.module.js';

async function resetAdminPassword(): Promise<void> {
  const settings = configFromEnvironment(REPO_ROOT);
  const resetSecondFactor = /^(1|true|yes)$/i.test(
    environmentWithDotEnv(REPO_ROOT).RESET_SECOND_FACTOR ?? '',
  );
  const { config, database } = await prepareRuntime(settings, () => undefined);
  try {
    await prepareDatabase(config);
    @Module({
      imports: [
        databaseModule(config.databaseUrl, null, 2),
        AuditModule.forRoot({
          retentionDays: config.auditRetentionDays,
          retentionIntervalMs: null,
        }),
        authModule(config),
      ],
    })
    class ResetModule {}
    const context = await NestFactory.createApplicationContext(ResetModule, { logger: ['error'] });
    try {
      const auth = context.get(AuthService);
      const username = process.env.ADMIN_USERNAME || undefined;
      if (settings.admin.password) {
        const problem = await auth.passwordProblem(
          settings.admin.password,
          username ?? settings.admin.username,
        );
        if (problem) throw new ConfigError(`ADMIN_PASSWORD: ${problem}`);
      }
      const result = await auth.resetPassword(settings.admin.password, username, {
        resetSecondFactor,
      });
      process.stdout.write(`\n  New administrator credentials (shown only this once):\n`);
      process.stdout.write(`    username: ${result.username}\n`);
      if (settings.admin.password)
        process.stdout.write('    password: the value of ADMIN_PASSWORD\n');
      else process.stdout.write(`    password: ${result.password}\n`);
      process.stdout.write('  Every session was signed out.\n');
      if (resetSecondFactor) {
        process.stdout.write(
          '  Two-factor authentication is off and every passkey was removed: set them up again.\n',
        );
      }
      process.stdout.write('\n');
    } finally {
      await context.close();
    }
  } finally {
    await database.stop();
  }
}

resetAdminPassword().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
});
