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
  const { generatedPassword } = await app
    .get(AuthService)
    .provisionAdmin(config.admin.username, config.admin.password);
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
  if (config.seedSamplePosts) {
    const seeded = await app.get(PostsService).seedIfEmpty(SAMPLE_POSTS);
    if (seeded) print(`  The blog was empty: ${seeded} sample posts were added.`);
  }
}
