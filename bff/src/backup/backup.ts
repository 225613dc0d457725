/**
 * Writes one archive of the site (`make backup`): the database, every image, and a manifest
 * with the SHA-256 of each file. FILE names the archive (default backups/site-<UTC time>.tar.gz;
 * FILE=- writes it to standard output). Works whether or not the site is running. docs/backup.md.
 */
import { configFromEnvironment } from '../config/environment.js';
import { REPO_ROOT } from '../config/app-config.js';
import { describeFailure } from './backup-error.js';
import { createBackup, defaultArchiveName } from './create-backup.js';
import { streamReporter } from './progress.js';

async function backup(): Promise<void> {
  const config = configFromEnvironment(REPO_ROOT);
  const file = process.env.FILE || defaultArchiveName(REPO_ROOT);
  await createBackup({ config, file, report: streamReporter() });
}

backup().catch((error: unknown) => {
  process.stderr.write(`${describeFailure(error)}\n`);
  process.exit(1);
});
