/**
 * Sets a new administrator password: `make admin-password` or `npm run admin:password -w bff`.
 * Uses ADMIN_PASSWORD (and ADMIN_USERNAME) when set, else generates a strong password and prints
 * it once. Every token issued before stops working. Works whether or not the site is running.
 */
import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AuthService } from '@site/auth';
import { configFromEnvironment, prepareRuntime } from '../boot/runtime.js';
import { ConfigError, REPO_ROOT } from '../config/app-config.js';
import { authModule, databaseModule } from '../database/database.module.js';

async function resetAdminPassword(): Promise<void> {
  const settings = configFromEnvironment(REPO_ROOT);
  const { config, database } = await prepareRuntime(settings, () => undefined);
  try {
    @Module({
      imports: [databaseModule(config.databaseUrl), authModule(config)],
    })
    class ResetModule {}
    const context = await NestFactory.createApplicationContext(ResetModule, { logger: ['error'] });
    try {
      const { username, password } = await context
        .get(AuthService)
        .resetPassword(settings.admin.password, process.env.ADMIN_USERNAME || undefined);
      process.stdout.write(`\n  New administrator credentials (shown only this once):\n`);
      process.stdout.write(`    username: ${username}\n`);
      if (settings.admin.password)
        process.stdout.write('    password: the value of ADMIN_PASSWORD\n\n');
      else process.stdout.write(`    password: ${password}\n\n`);
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
