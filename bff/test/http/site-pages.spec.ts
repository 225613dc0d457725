/**
 * The site as the bff serves the frontend build (`make start`): real status codes for every
 * address, and the address the build was made for checked against SITE_URL at start.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@site/common/testing';
import {
  freePort,
  REPO_ROOT,
  startBff,
  TEST_CREDENTIALS_ENV,
  type RunningBff,
  UNKNOWN_PATHS,
} from '@site/testkit';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DIST = path.join(REPO_ROOT, 'frontend', 'dist');
const SSR_DIST = path.join(REPO_ROOT, 'frontend', 'dist-ssr');
const BFF_MAIN = path.join(REPO_ROOT, 'bff', 'dist', 'main.js');
const built = (file: string) => {
  if (!existsSync(path.join(DIST, file))) {
    throw new Error(`frontend/dist/${file} is missing: build the frontend first (make build)`);
  }
  return readFileSync(path.join(DIST, file), 'utf8');
};

describe('the frontend build, served by the bff', () => {
  let site: TestApp;
  let notFoundPage: string;
  let shell: string;

  beforeAll(async () => {
    notFoundPage = built('404.html');
    shell = built('app-shell.html');
    site = await startTestApp({ FRONTEND_DIST: DIST, FRONTEND_SSR_DIST: SSR_DIST });
  });

  afterAll(async () => {
    await site?.close();
  });

  it('answers every prerendered page of the build (site.json) with its own HTML', async () => {
    const { pages } = JSON.parse(built('site.json')) as { pages: string[] };
    expect(pages).toEqual(expect.arrayContaining(['/', '/about', '/services']));
    expect(
      pages.filter((page) => /^\/(services|knowledge-center|careers)\/./.test(page)).length,
    ).toBeGreaterThan(3);
    for (const page of pages) {
      const answer = await site.http().get(page);
      expect([page, answer.status]).toEqual([page, 200]);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.text).toBe(built(page === '/' ? 'index.html' : `${page.slice(1)}/index.html`));
      expect(answer.headers['x-robots-tag']).toBeUndefined();
    }
  });

  it('answers an unknown address with 404 and the noindex 404 page', async () => {
    expect(notFoundPage).toMatch(/<meta name="robots" content="noindex/);
    for (const route of [...UNKNOWN_PATHS, '/..%2F..%2Fetc%2Fpasswd', '/%E0%A4%A']) {
      const answer = await site.http().get(route);
      expect([route, answer.status]).toEqual([route, 404]);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['x-robots-tag']).toBe('noindex');
      // Under /blog the server renders the not-found page itself (blog-pages.spec.ts).
      if (route.startsWith('/blog/')) expect(answer.text).toContain('Page not found');
      else expect(answer.text).toBe(notFoundPage);
    }
    const head = await site.http().head('/this/does/not/exist');
    expect(head.status).toBe(404);
  });

  it('answers the admin area with the app shell, noindex', async () => {
    for (const route of ['/admin', '/admin/', '/admin/login', '/admin/whatever/deeper']) {
      const answer = await site.http().get(route);
      expect([route, answer.status]).toEqual([route, 200]);
      expect(answer.text).toBe(shell);
      expect(answer.headers['x-robots-tag']).toBe('noindex');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps /api, /uploads and missing assets out of the pages', async () => {
    const asset = await site.http().get('/static/js/missing-0000.js');
    expect(asset.status).toBe(404);
    expect(asset.text).not.toContain('id="root"');
    const api = await site.http().get('/api/no-such-route');
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ statusCode: 404 });
    expect((await site.http().get('/uploads/missing.png')).status).toBe(404);
  });

  it('serves robots.txt naming the sitemap at the address the build records', async () => {
    const { siteUrl } = JSON.parse(built('site.json')) as { siteUrl: string };
    const robots = await site.http().get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toMatch(new RegExp(`^Sitemap: ${siteUrl}/sitemap\\.xml$`, 'm'));
    expect(robots.text).toMatch(/^Disallow: \/admin$/m);
    // The sitemap itself is the bff's, on its SITE_URL, with every page the build records.
    const { pages } = JSON.parse(built('site.json')) as { pages: string[] };
    const sitemap = await site.http().get('/sitemap.xml').expect(200);
    const locations = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locations).toEqual(
      expect.arrayContaining(pages.map((page) => `${site.config.siteUrl}${page}`)),
    );
  });
});

describe("SITE_URL against the build's address at start", () => {
  const run = promisify(execFile);
  let folder: string;
  let dist: string;
  let database: TestDatabase;
  const running: RunningBff[] = [];

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'site-url-'));
    dist = path.join(folder, 'dist');
    await mkdir(dist);
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Home</title>');
    await writeFile(path.join(dist, 'app-shell.html'), '<!doctype html><title>Shell</title>');
    await writeFile(
      path.join(dist, 'site.json'),
      `${JSON.stringify({ siteUrl: 'https://built.example' })}\n`,
    );
    database = await createTestDatabase();
  });

  afterAll(async () => {
    for (const bff of running) await bff.stop();
    await database?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  const production = (siteUrl?: string): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    ...TEST_CREDENTIALS_ENV,
    // Never reached: the check comes before the app connects to the database.
    DATABASE_URL: 'postgres://u:p@127.0.0.1:1/x',
    FRONTEND_DIST: dist,
    ...(siteUrl ? { SITE_URL: siteUrl } : {}),
  });

  it('in production, refuses to start without SITE_URL', async () => {
    await expect(run(process.execPath, [BFF_MAIN], { env: production() })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        'SITE_URL is required in production: the public address of the site',
      ),
    });
  });

  it('in production, refuses to serve a build made for another address, saying how to fix it', async () => {
    await expect(
      run(process.execPath, [BFF_MAIN], { env: production('https://www.example.com') }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /was built for https:\/\/built\.example[\s\S]*SITE_URL is https:\/\/www\.example\.com[\s\S]*VITE_SITE_URL=https:\/\/www\.example\.com npm run build -w frontend/,
      ),
    });
  });

  it('stops the embedded PostgreSQL it started alongside when the build is for another address', async () => {
    // PostgreSQL starts while the bff loads its modules; the address check comes after.
    const dataDir = path.join(folder, 'embedded-data');
    await chmod(folder, 0o755); // as root, PostgreSQL runs as `postgres`, which must reach it
    const env = { ...production('https://www.example.com'), DATABASE_URL: undefined };
    await expect(
      run(process.execPath, [BFF_MAIN], {
        env: { ...env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) },
      }),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('was built for') });
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 120_000);

  it('in production, starts with the address the build was made for', async () => {
    const bff = await startBff({
      databaseUrl: database.url,
      frontendDist: dist,
      frontendSsrDist: path.join(folder, 'no-renderer'),
      env: { NODE_ENV: 'production', SITE_URL: 'https://built.example' },
    });
    running.push(bff);
    expect((await fetch(`${bff.url}/`)).status).toBe(200);
    expect(bff.output()).not.toContain('was built for');
    expect(bff.output()).toContain('Address:   https://built.example  (SITE_URL)');
  });

  it('outside production, starts with another address and prints a warning with the fix', async () => {
    const bff = await startBff({
      databaseUrl: database.url,
      frontendDist: dist,
      frontendSsrDist: path.join(folder, 'no-renderer'),
    });
    running.push(bff);
    expect(bff.output()).toContain(
      `was built for https://built.example (its canonical links and robots.txt say so), but SITE_URL is http://localhost:${bff.port}.`,
    );
    expect(bff.output()).toContain(`VITE_SITE_URL=http://localhost:${bff.port} npm run build`);
    expect((await fetch(`${bff.url}/`)).status).toBe(200);
  });

  it('gives `make build` the address `make start` serves on: SITE_URL, else localhost:PORT', async () => {
    const siteUrlOf = async (env: NodeJS.ProcessEnv) =>
      (
        await run(
          process.execPath,
          [path.join(REPO_ROOT, 'bff', 'dist', 'config', 'site-url.js')],
          {
            env: { PATH: process.env.PATH, SITE_URL: '', PORT: '', ...env },
          },
        )
      ).stdout;
    expect(await siteUrlOf({ PORT: '5055' })).toBe('http://localhost:5055\n');
    expect(await siteUrlOf({})).toBe('http://localhost:5000\n');
    expect(await siteUrlOf({ PORT: '5055', SITE_URL: 'https://www.example.com' })).toBe(
      'https://www.example.com\n',
    );
    await expect(siteUrlOf({ SITE_URL: 'https://www.example.com/' })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("SITE_URL must be the site's origin only"),
    });
  });
});
