/**
 * Restores an archive of `make backup` (`make restore FILE=…`; FILE=- reads standard input) into
 * the database and storage the configuration names, which must be empty: FORCE=true deletes
 * what they hold first, and says what. The site must be stopped. docs/backup.md.
 */
import { configFromEnvironment } from '../config/environment.js';
import { REPO_ROOT } from '../config/app-config.js';
import { describeFailure } from './backup-error.js';
import { streamReporter } from './progress.js';
import { restoreBackup } from './restore-backup.js';

async function restore(): Promise<void> {
  const config = configFromEnvironment(REPO_ROOT);
  await restoreBackup({
    config,
    file: process.env.FILE ?? '',
    force: /^(1|true|yes)$/i.test(process.env.FORCE ?? ''),
    report: streamReporter(),
  });
}

restore().catch((error: unknown) => {
  process.stderr.write(`${describeFailure(error)}\n`);
  process.exit(1);
});
