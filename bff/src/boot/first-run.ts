import { type INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthService } from '@site/auth';
import { PostsService, SAMPLE_POSTS } from '@site/blog';
import { type RuntimeConfig } from '../config/runtime-config.js';

/** One key for every replica's first-run tasks (replicas may start together). */
const FIRST_RUN_LOCK = 7_436_201_812;

/**
 * Brings the administrator in line with ADMIN_USERNAME / ADMIN_PASSWORD (or, on a first boot
 * without them, creates one with a generated password that is printed this once), and gives an
 * empty blog its sample posts outside production. Under an advisory lock: replicas starting
 * together on an empty database would otherwise each create the admin and the posts.
 */
export async function runFirstRunTasks(
  app: INestApplication,
  config: RuntimeConfig,
  print: (line: string) => void,
): Promise<void> {
  const lock = app.get(DataSource).createQueryRunner();
  await lock.query('SELECT pg_advisory_lock($1)', [FIRST_RUN_LOCK]);
  try {
    await firstRun(app, config, print);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [FIRST_RUN_LOCK]).catch(() => undefined);
    await lock.release();
  }
}

async function firstRun(
  app: INestApplication,
  config: RuntimeConfig,
  print: (line: string) => void,
): Promise<void> {
  const auth = app.get(AuthService);
  const { generatedPassword, passwordApplied } = await auth.provisionAdmin(
    config.admin.username,
    config.admin.password,
  );
  if (generatedPassword) {
    print('');
    print(
      '  An administrator was created. This password is shown only once; keep it somewhere safe:',
    );
    print(`    username: ${config.admin.username}`);
    print(`    password: ${generatedPassword}`);
    print(
      '  (Set ADMIN_USERNAME and ADMIN_PASSWORD in .env, or run `make admin-password`, to change it.)',
    );
    print('');
  }
  // The operator chose it, so it is applied; in production a common one is reported (the check
  // takes 0.4 s in a process of its own: not at every test or development start).
  if (passwordApplied && config.production && config.admin.password) {
    const problem = await auth.passwordProblem(config.admin.password, config.admin.username);
    if (problem) print(`  WARNING: ADMIN_PASSWORD was applied, but: ${problem}`);
  }
  if (config.seedSamplePosts) {
    const seeded = await app.get(PostsService).seedIfEmpty(SAMPLE_POSTS);
    if (seeded) print(`  The blog was empty: ${seeded} sample posts were added.`);
  }
}
