import { type INestApplication } from '@nestjs/common';
import { AuthService } from '@site/auth';
import { PostsService, SAMPLE_POSTS } from '@site/blog';
import { type RuntimeConfig } from '../config/runtime-config.js';

/**
 * Brings the administrator in line with ADMIN_USERNAME / ADMIN_PASSWORD (or, on a first boot
 * without them, creates one with a generated password that is printed this once), and gives an
 * empty blog its sample posts outside production.
 */
export async function runFirstRunTasks(
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
