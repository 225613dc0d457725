// `npm test -w e2e` (and so `make test`): runs the browser suite when Chromium is there. Without
// it the suite is skipped, loudly, unless E2E_REQUIRED=1 (CI, `make e2e`), where that fails.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH as chromium } from '@site/testkit';

const required = process.env.E2E_REQUIRED === '1';

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

if (!executable(chromium)) {
  const bar = '!'.repeat(78);
  const lines = [
    bar,
    `BROWSER SUITE SKIPPED: no Chromium at ${chromium}`,
    '',
    'The end-to-end suite (e2e/: every route, the contact form, the admin flows, the',
    "axe-core scan and the screenshots) did NOT run. Install Debian's Chromium",
    '(apt-get install chromium) or point CHROMIUM_PATH at a Chromium binary.',
    required ? 'E2E_REQUIRED=1: this is a failure.' : 'Set E2E_REQUIRED=1 to make this a failure.',
    bar,
  ];
  console.error(`\n${lines.join('\n')}\n`);
  process.exit(required ? 1 : 0);
}

const result = spawnSync(
  process.execPath,
  [
    path.resolve(import.meta.dirname, '..', 'node_modules', '@playwright', 'test', 'cli.js'),
    'test',
    '--config',
    path.join(import.meta.dirname, 'playwright.config.ts'),
    ...process.argv.slice(2),
  ],
  {
    cwd: import.meta.dirname,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  },
);
process.exit(result.status ?? 1);
