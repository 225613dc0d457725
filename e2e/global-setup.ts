// Starts the real stack once for the whole run and hands its addresses to the workers through
// process.env. The main project talks to nginx (the project's own template) in front of a bff on
// an embedded PostgreSQL with disk storage; the s3 project to a second bff whose images go to
// s3rver. Tests that need a stack they may break (a stopped bff) start their own.
import { chmod, cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { startBff, startNginx, startPostgres, startS3, waitFor } from '@site/testkit';
import { BFF_ENV, FRONTEND_DIST, SCREENSHOTS_DIR } from './stack.js';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const stops: (() => Promise<unknown>)[] = [];
  const teardown = async () => {
    for (const stop of stops.reverse())
      await stop().catch((error: unknown) => console.error(error));
  };
  try {
    await rm(SCREENSHOTS_DIR, { recursive: true, force: true });
    await mkdir(SCREENSHOTS_DIR, { recursive: true });

    // The suite serves a copy of the build: a rebuild of frontend/dist during a run changes nothing.
    // A build in progress empties frontend/dist for a while: wait for its pages to be back.
    await waitFor(
      () =>
        existsSync(path.join(FRONTEND_DIST, 'index.html')) &&
        existsSync(path.join(FRONTEND_DIST, 'app-shell.html')),
      { timeoutMs: 180_000, intervalMs: 1_000, describe: () => `no build in ${FRONTEND_DIST}` },
    );
    const copy = await mkdtemp(path.join(os.tmpdir(), 'site-e2e-dist-'));
    stops.push(() => rm(copy, { recursive: true, force: true }));
    const dist = path.join(copy, 'dist');
    await cp(FRONTEND_DIST, dist, { recursive: true });
    await chmod(copy, 0o755);
    process.env.E2E_DIST = dist;

    const postgres = await startPostgres();
    stops.push(() => postgres.stop());
    const bff = await startBff({
      databaseUrl: postgres.url,
      env: BFF_ENV,
      frontendDist: dist,
    });
    stops.push(() => bff.stop());
    const nginx = await startNginx({
      upstreams: [`127.0.0.1:${bff.port}`],
      root: dist,
      workers: 1,
    });
    stops.push(() => nginx.stop());

    const s3 = await startS3();
    stops.push(() => s3.stop());
    const s3Bff = await startBff({ env: { ...BFF_ENV, ...s3.env }, frontendDist: dist });
    stops.push(() => s3Bff.stop());

    process.env.E2E_MAIN_URL = nginx.url;
    process.env.E2E_BFF_URL = bff.url;
    process.env.E2E_S3_URL = s3Bff.url;
    process.env.E2E_S3_BUCKET_URL = `${s3.endpoint}/${s3.bucket}`;
    console.log(
      `e2e stack: nginx ${nginx.url} → bff ${bff.url} (PostgreSQL ${postgres.port}, disk); ` +
        `bff ${s3Bff.url} (S3 at ${s3.endpoint})`,
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
