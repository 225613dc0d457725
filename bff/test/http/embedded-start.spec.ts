/**
 * `make start` as a user meets it: the built bff (dist/main.js) on an embedded PostgreSQL and
 * disk storage in a fresh data folder, serving a frontend build; then a clean stop, a restart
 * on the same data, and the admin password command.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile, chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort, REPO_ROOT, waitFor } from '@site/testkit';

const BFF = path.join(REPO_ROOT, 'bff');
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${title}</body></html>`;
const HOME_PAGE = page('Home');
const ABOUT_PAGE = page('About');
const SHELL_PAGE = page('App shell');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

async function startSite(env: NodeJS.ProcessEnv, port: number): Promise<Started> {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: BFF,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok, {
    timeoutMs: 60_000,
    intervalMs: 250,
    describe: () => `the site did not start within 60 s:\n${output}`,
    giveUp: () =>
      child.exitCode === null ? undefined : `the site exited during start-up:\n${output}`,
  });
  return { child, output: () => output, exited };
}

describe('make start (embedded PostgreSQL, disk storage, frontend build)', () => {
  let folder: string;
  let env: NodeJS.ProcessEnv;
  let base: string;
  let site: Started | undefined;
  let firstPassword: string | undefined;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'site-start-'));
    await chmod(folder, 0o755);
    const dist = path.join(folder, 'frontend-dist');
    await mkdir(path.join(dist, 'static', 'js'), { recursive: true });
    await mkdir(path.join(dist, 'about'));
    await writeFile(path.join(dist, 'index.html'), HOME_PAGE);
    await writeFile(path.join(dist, 'about', 'index.html'), ABOUT_PAGE);
    await writeFile(path.join(dist, 'app-shell.html'), SHELL_PAGE);
    await writeFile(path.join(dist, 'static', 'js', 'main-abc123.js'), 'console.log(1);');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      PORT: String(port),
      EMBEDDED_PG_PORT: String(await freePort()),
      DATA_DIR: path.join(folder, 'data'),
      FRONTEND_DIST: dist,
    };
    site = await startSite(env, port);
  });

  afterAll(async () => {
    if (site && site.child.exitCode === null) {
      site.child.kill('SIGTERM');
      await site.exited;
    }
    await rm(folder, { recursive: true, force: true });
  });

  it('prints the address and, on the first boot only, generated admin credentials', () => {
    expect(site!.output()).toContain(`Site:      http://localhost:${env.PORT}`);
    expect(site!.output()).toMatch(/username: admin\n\s+password: [A-Za-z0-9_-]{24}\n/);
  });

  it('serves the API, with three sample posts in a new blog', async () => {
    const posts = (await (await fetch(`${base}/api/blogs`)).json()) as unknown[];
    expect(posts).toHaveLength(3);
  });

  it('serves prerendered pages, the rendered blog, the app shell for the admin area, 404 for other paths, and never HTML for /api or assets', async () => {
    const expectPage = async (route: string, html: string) => {
      const answer = await fetch(`${base}${route}`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe(html);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    };
    await expectPage('/', HOME_PAGE);
    await expectPage('/about', ABOUT_PAGE);
    await expectPage('/admin/dashboard', SHELL_PAGE);
    // The blog is rendered by the bff itself (frontend/dist-ssr), from the sample posts.
    const blog = await fetch(`${base}/blog`);
    expect(blog.status).toBe(200);
    expect((await blog.text()).match(/<article class="card post-card">/g)).toHaveLength(3);
    expect((await fetch(`${base}/blog/some-post`)).status).toBe(404);
    for (const route of ['/no/such/page', '/..%2F..%2Fetc%2Fpasswd']) {
      expect((await fetch(`${base}${route}`)).status).toBe(404);
    }
    const asset = await fetch(`${base}/static/js/main-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/static/js/missing-000.js`)).status).toBe(404);
    const api = await fetch(`${base}/api/missing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ statusCode: 404 });
    expect((await fetch(`${base}/uploads/missing.png`)).status).toBe(404);
  });

  it('logs in with the printed password', async () => {
    firstPassword = /password: ([A-Za-z0-9_-]{24})/.exec(site!.output())?.[1];
    const password = firstPassword;
    const answer = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(answer.status).toBe(200);
  });

  it('stops cleanly on SIGTERM, stopping PostgreSQL too, and keeps the data for the next start', async () => {
    site!.child.kill('SIGTERM');
    expect(await site!.exited).toBe(0);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();

    site = await startSite(env, Number(env.PORT));
    expect(site.output()).not.toContain('password:');
    const posts = (await (await fetch(`${base}/api/blogs`)).json()) as unknown[];
    expect(posts).toHaveLength(3);
  });

  it('sets a new admin password with `npm run admin:password` while the site runs', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['dist/admin/reset-admin-password.js'],
      {
        cwd: BFF,
        env,
      },
    );
    const password = /password: ([A-Za-z0-9_-]{24})/.exec(stdout)?.[1];
    expect(password).toBeDefined();
    const login = (pw: string | undefined) =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: pw }),
      });
    expect((await login(password)).status).toBe(200);
    expect(firstPassword).toBeDefined();
    expect((await login(firstPassword)).status).toBe(401);
  });
});

describe('production start without secrets', () => {
  it('refuses to start and names what is missing', async () => {
    const run = promisify(execFile)(process.execPath, ['dist/main.js'], {
      cwd: BFF,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://u:p@127.0.0.1:1/x',
      },
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /JWT_SECRET is required in production[\s\S]*ADMIN_USERNAME is required[\s\S]*ADMIN_PASSWORD is required/,
      ),
    });
  });
});
