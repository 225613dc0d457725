// Facts about the stack under test that the set-up and the specs share.
import path from 'node:path';
import { REPO_ROOT } from '@site/testkit';

export const FRONTEND_DIST = process.env.FRONTEND_DIST ?? path.join(REPO_ROOT, 'frontend', 'dist');
export const SCREENSHOTS_DIR =
  process.env.E2E_SCREENSHOTS ?? path.join(REPO_ROOT, 'e2e', 'screenshots');

/** Every bff of the suite: no contact rate limit and room for the failed logins it tries. */
export const BFF_ENV: Record<string, string> = {
  CONTACT_RATE_LIMIT: '0',
  LOGIN_MAX_FAILURES: '100',
  LOGIN_MAX_FAILURES_PER_IP: '100',
};
