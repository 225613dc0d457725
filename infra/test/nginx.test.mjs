// @ts-check
/* global document, window -- page.evaluate callbacks run in the browser */
// Real nginx, rendered from infra/nginx/templates/default.conf.template exactly as the image
// renders it, in front of two real bff processes on one embedded PostgreSQL and one S3 (s3rver).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { flatJpeg } from '@site/common/testing';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from '@site/contract';
import {
  chromiumLaunchOptions,
  freePort,
  reactTookOver,
  REPO_ROOT,
  startNginx,
  UNKNOWN_PATHS,
  waitFor,
  watchPage,
} from '@site/testkit';
import { chromium } from 'playwright-core';
import { createPost, login, PNG, pngOfSize, postForm, startStack, uploadImage } from './stack.mjs';

const DIST = path.join(REPO_ROOT, 'frontend', 'dist');
const CSS = readdirSync(path.join(DIST, 'static')).find((name) => name.endsWith('.css'));
const JS = readdirSync(path.join(DIST, 'static', 'js')).find((name) => name.endsWith('.js'));
/** The CSP sources of the script the build put inside every page (first-paint.ts). */
const { scriptSources } = JSON.parse(readFileSync(path.join(DIST, 'site.json'), 'utf8'));

/** @type {Awaited<ReturnType<typeof startStack>>} */
let stack;
/** @type {string} */
let web;
/** @type {string} */
let token;
/** A post created through nginx with an image: its slug and the image's /uploads path (its
 * widest JPEG). */
const post = { slug: 'through-nginx', image: '' };

beforeAll(async () => {
  // A contact limit of 2 per address shows whether nginx keeps a client on one bff, and which
  // address the bff counts. The bffs trust X-Forwarded-For from nginx's address only, as in
  // docker-compose.yml (nginx connects to them from 127.0.0.1; test clients use 127.0.0.x).
  stack = await startStack({
    bffCount: 2,
    bffEnv: { CONTACT_RATE_LIMIT: '2', TRUST_PROXY: '127.0.0.1' },
  });
  web = stack.nginx.url;
  token = await login(web);
  const created = await createPost(web, token, { slug: post.slug, image: PNG });
  expect(created.status).toBe(201);
  const body = /** @type {{ image: string }} */ (await created.json());
  expect(body.image).toMatch(/^uploads\/[\w-]+\.jpe?g$/);
  post.image = `/${body.image}`;
}, 180_000);

afterAll(async () => {
  await stack?.stop();
}, 60_000);

/**
 * The access log lines of requests whose request line contains `needle`.
 * @param {string} needle
 */
async function logLines(needle) {
  return (await stack.nginx.accessLog()).split('\n').filter((line) => line.includes(needle));
}

/**
 * The access log lines of 413 answers to requests whose request line contains `needle`, once
 * nginx has logged one (it logs a refused body after draining or dropping it).
 * @param {string} needle
 */
async function refusedLines(needle) {
  /** @type {string[]} */
  let lines = [];
  await waitFor(async () => {
    lines = (await logLines(needle)).filter((line) => line.includes(' 413 '));
    return lines.length > 0;
  });
  return lines;
}

describe('pages and files', () => {
  it('serves a prerendered page for its path, as HTML with its own title', async () => {
    const [about, home] = await Promise.all([fetch(`${web}/about`), fetch(`${web}/`)]);
    expect(about.status).toBe(200);
    expect(about.headers.get('content-type')).toMatch(/^text\/html/);
    const aboutTitle = /<title>([^<]+)<\/title>/.exec(await about.text())?.[1];
    const homeTitle = /<title>([^<]+)<\/title>/.exec(await home.text())?.[1];
    expect(aboutTitle).toMatch(/about/i);
    expect(aboutTitle).not.toBe(homeTitle);
  });

  it('answers every prerendered page of the build (site.json) with its own HTML', async () => {
    const { pages } = /** @type {{ pages: string[] }} */ (
      JSON.parse(readFileSync(path.join(DIST, 'site.json'), 'utf8'))
    );
    expect(
      pages.filter((page) => /^\/(services|knowledge-center|careers)\/./.test(page)).length,
    ).toBeGreaterThan(3);
    for (const page of pages) {
      const response = await fetch(`${web}${page}`, { headers: { 'accept-encoding': 'identity' } });
      expect([page, response.status]).toEqual([page, 200]);
      const file = page === '/' ? 'index.html' : `${page.slice(1)}/index.html`;
      expect(await response.text()).toBe(readFileSync(path.join(DIST, file), 'utf8'));
      expect(response.headers.get('x-robots-tag')).toBeNull();
    }
  });

  it('answers the admin area with the app shell, noindex', async () => {
    const shell = readFileSync(path.join(DIST, 'app-shell.html'), 'utf8');
    for (const route of ['/admin', '/admin/', '/admin/whatever']) {
      const response = await fetch(`${web}${route}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect([route, response.status]).toEqual([route, 200]);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(shell);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
    }
  });

  it('answers an unknown address with 404 and the noindex 404 page', async () => {
    const notFound = readFileSync(path.join(DIST, '404.html'), 'utf8');
    expect(notFound).toMatch(/<meta name="robots" content="noindex/);
    for (const route of UNKNOWN_PATHS) {
      const response = await fetch(`${web}${route}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect([route, response.status]).toEqual([route, 404]);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      expectSecurityHeaders(response);
      // Under /blog the bff renders the not-found page itself (see 'the blog pages' below).
      if (route.startsWith('/blog/')) expect(await response.text()).toContain('Page not found');
      else expect(await response.text()).toBe(notFound);
    }
    // Compressed for clients that ask, as every page is.
    const zipped = await fetch(`${web}/this/does/not/exist`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.status).toBe(404);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves robots.txt naming the sitemap at the address the build records', async () => {
    const { siteUrl } = JSON.parse(readFileSync(path.join(DIST, 'site.json'), 'utf8'));
    const robots = await fetch(`${web}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toMatch(new RegExp(`^Sitemap: ${siteUrl}/sitemap\\.xml$`, 'm'));
  });

  it('answers 404, not HTML of the app, for a missing hashed asset', async () => {
    for (const missing of ['/static/js/index-NOPE1234.js', '/static/missing.css', '/static']) {
      const response = await fetch(`${web}${missing}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('id="root"');
    }
  });

  it('caches hashed assets for a year (immutable) and HTML never', async () => {
    for (const asset of [`/static/${CSS}`, `/static/js/${JS}`]) {
      const response = await fetch(`${web}${asset}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    for (const page of ['/', '/about', '/blog', `/blog/${post.slug}`]) {
      const response = await fetch(`${web}${page}`);
      // One header: the bff's own on the pages it renders, nginx's on files.
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('cache-control')).not.toMatch(/immutable|max-age=[1-9]/);
    }
    // A missing asset must not be cached for a year either.
    const missing = await fetch(`${web}/static/gone-1234.js`);
    expect(missing.headers.get('cache-control')).toBeNull();
  });

  it('compresses text with gzip and leaves it alone for clients that do not ask', async () => {
    for (const target of ['/', `/static/${CSS}`, `/static/js/${JS}`]) {
      const zipped = await fetch(`${web}${target}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
      const plain = await fetch(`${web}${target}`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
    }
  });

  it("serves the build's precompressed .gz files as they are (gzip_static)", async () => {
    for (const file of [`static/js/${JS}`, 'index.html']) {
      const gz = statSync(path.join(DIST, `${file}.gz`)).size;
      const target = file === 'index.html' ? '/' : `/${file}`;
      const zipped = await fetch(`${web}${target}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(Number(zipped.headers.get('content-length'))).toBe(gz);
    }
  });
});

describe('security headers', () => {
  it('are on pages, assets, client routes, 404s and proxied answers', async () => {
    const targets = [
      '/',
      '/about',
      `/blog/${post.slug}`,
      `/static/${CSS}`,
      '/static/nope.js',
      '/api/blogs',
      '/api/health',
      '/api/blogs/no-such-post',
      '/api/no-such-route',
      post.image,
      '/uploads/missing.png',
    ];
    const statuses = [];
    for (const target of targets) {
      const response = await fetch(`${web}${target}`);
      statuses.push(response.status);
      expectSecurityHeaders(response);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 404, 200, 200, 404, 404, 200, 404]);
  });

  it('are on answers nginx makes itself (405, 413) and send each header once', async () => {
    const notAllowed = await fetch(`${web}/about`, { method: 'POST', body: 'x' });
    expect(notAllowed.status).toBe(405);
    expectSecurityHeaders(notAllowed);
    const image = await fetch(`${web}${post.image}`);
    // The bff sets nosniff on images too; nginx hides its copy and sends one.
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('hide the nginx version on error pages', async () => {
    const response = await fetch(`${web}/static/nope.js`);
    const body = await response.text();
    expect(body).toContain('404');
    expect(body).not.toMatch(/nginx\/\d/);
  });
});

describe('the bff behind nginx', () => {
  it('passes /api/blogs and /uploads/<key> through', async () => {
    const list = await fetch(`${web}/api/blogs`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/^application\/json/);
    const posts = /** @type {{ slug: string }[]} */ (await list.json());
    expect(posts.map((p) => p.slug)).toContain(post.slug);

    const one = await fetch(`${web}/api/blogs/${post.slug}`);
    expect((await one.json())./** @type {{ slug: string }} */ slug).toBe(post.slug);

    const image = await fetch(`${web}${post.image}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const direct = await fetch(`${stack.bffs[0]?.url}${post.image}`);
    expect(Buffer.from(await direct.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses a post form over the image cap with 413 before it reaches the bff', async () => {
    const tooLarge = await createPost(web, token, {
      slug: 'far-too-large',
      image: pngOfSize(22 * 1024 * 1024),
    });
    expect(tooLarge.status).toBe(413);
    const body = /** @type {{ statusCode: number, message: string }} */ (await tooLarge.json());
    expect(body.statusCode).toBe(413);
    // nginx's own answer, in the words the bff uses for an image over the cap.
    expect(body.message).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expectNoBffHeaders(tooLarge);
    expectSecurityHeaders(tooLarge);
    // nginx logs a refused body once it has drained or dropped it: wait for the line.
    const lines = await refusedLines('POST /api/blogs ');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('upstream=-');
    // And the bff has no such post: no bff ever handled it.
    for (const bff of stack.bffs) {
      expect((await fetch(`${bff.url}/api/blogs/far-too-large`)).status).toBe(404);
    }
  });

  it('lets a 15 MB body through on the image routes only', async () => {
    const body = pngOfSize(15 * 1024 * 1024);
    const created = await createPost(web, token, { slug: 'fifteen-megabytes', image: body });
    expect(created.status).toBe(201);
    const { _id: id } = /** @type {{ _id: string }} */ (await created.json());
    const replaced = await fetch(`${web}/api/blogs/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: postForm('fifteen-megabytes', body),
    });
    expect(replaced.status).toBe(200);
    const uploaded = await uploadImage(web, token, body);
    expect(uploaded.status).toBe(201);
    for (const answer of [created, replaced, uploaded]) {
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    }

    // Everywhere else the cap stays 6 MB: nginx refuses the same body itself.
    /** @type {[string, string][]} */
    const elsewhere = [
      ['/api/contact', 'application/json'],
      ['/api/auth/login', 'application/json'],
      ['/api/health', 'application/json'],
      ['/uploads/some-key.jpg', 'image/jpeg'],
      ['/about', 'text/plain'],
    ];
    for (const [target, type] of elsewhere) {
      const response = await fetch(`${web}${target}`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      expect([target, response.status]).toEqual([target, 413]);
      expectNoBffHeaders(response);
      if (target.startsWith('/api/')) {
        expect(await response.json()).toEqual({
          statusCode: 413,
          message: 'The request is too large (6 MB at most).',
          error: 'Payload Too Large',
        });
      }
      const lines = await refusedLines(`POST ${target} `);
      expect(lines.every((line) => line.includes('upstream=-'))).toBe(true);
    }
  }, 120_000);

  it('lets an image at the bff cap through to the bff', async () => {
    const atCap = await createPost(web, token, {
      slug: 'at-the-cap',
      image: pngOfSize(MAX_IMAGE_BYTES),
    });
    expect(atCap.status).toBe(201);
    const overCap = await createPost(web, token, {
      slug: 'just-over-cap',
      image: pngOfSize(MAX_IMAGE_BYTES + 1),
    });
    // Within nginx's body limit: the bff itself refuses it (its JSON shape, its message).
    expect(overCap.status).toBe(413);
    expect(await overCap.json()).toEqual({
      statusCode: 413,
      message: IMAGE_TOO_LARGE_MESSAGE,
      error: 'Payload Too Large',
    });
    expect(overCap.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('lets the bff count the real client address, never a forged X-Forwarded-For', async () => {
    // Two messages from 127.0.0.5, each claiming another address: both count for 127.0.0.5.
    expect(await contactFrom('127.0.0.5', '198.51.100.1')).toBe(201);
    expect(await contactFrom('127.0.0.5', '198.51.100.2')).toBe(201);
    expect(await contactFrom('127.0.0.5', '198.51.100.3')).toBe(429);
    // Another client is counted on its own (so the bff did not count nginx's address).
    expect(await contactFrom('127.0.0.6')).toBe(201);
  });

  it('sends the request id the bff adopts', async () => {
    const response = await fetch(`${web}/api/health`);
    const id = response.headers.get('x-request-id');
    // nginx's $request_id (32 hex digits), adopted by the bff and echoed back.
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect((await logLines('GET /api/health ')).some((line) => line.includes(`id=${id}`))).toBe(
      true,
    );
  });

  it('answers in the bff error shape, with the headers, when no bff is reachable', async () => {
    const nobody = await startNginx({ upstreams: [`127.0.0.1:${await freePort()}`] });
    try {
      for (const target of ['/api/health', '/api/blogs?down=1', '/api/contact']) {
        const response = await fetch(`${nobody.url}${target}`);
        expect(response.status).toBe(503);
        expect(await response.json()).toMatchObject({ statusCode: 503 });
        expectSecurityHeaders(response);
      }
      // Pages do not need the bff.
      expect((await fetch(`${nobody.url}/about`)).status).toBe(200);
    } finally {
      await nobody.stop();
    }
  });

  it("never exposes the bff's metrics: /metrics is the 404 page, no location reaches their port", async () => {
    // A bff that serves its metrics (the suite's own run without them, as tests do by default).
    // Imported here to keep this case in one piece.
    const { startBff } = await import('@site/testkit');
    const metricsPort = await freePort();
    const bff = await startBff({
      databaseUrl: stack.postgres.url,
      env: { ...stack.s3.env, METRICS_PORT: String(metricsPort) },
    });
    const front = await startNginx({ upstreams: [`127.0.0.1:${bff.port}`] });
    try {
      const direct = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(direct.status).toBe(200);
      expect(await direct.text()).toContain('site_http_requests_total');
      const notFound = readFileSync(path.join(DIST, '404.html'), 'utf8');
      const identity = { headers: { 'accept-encoding': 'identity' } };
      for (const route of ['/metrics', '/metrics/', '/metrics?format=text', '/%6Detrics']) {
        const response = await fetch(`${front.url}${route}`, identity);
        expect([route, response.status]).toEqual([route, 404]);
        expect(await response.text()).toBe(notFound);
      }
      // Under the proxied prefixes it is the bff's own 404: the site's port has no metrics.
      for (const route of ['/api/metrics', '/uploads/metrics', '/blog/metrics']) {
        const response = await fetch(`${front.url}${route}`, identity);
        expect([route, response.status]).toEqual([route, 404]);
        const text = await response.text();
        expect(text).not.toContain('# HELP');
        expect(text).not.toContain('site_http_requests_total');
      }
      // nginx proxies to the upstreams only, whose one server is the bff's site port.
      const conf = readFileSync(path.join(front.prefix, 'conf', 'nginx.conf'), 'utf8');
      expect(conf).not.toContain(String(metricsPort));
      const targets = [...conf.matchAll(/proxy_pass\s+([^;]+);/g)].map((match) => match[1]);
      expect(new Set(targets)).toEqual(new Set(['http://bff', 'http://bff_by_client']));
      const servers = [...conf.matchAll(/^\s*server\s+(\d[\d.]*:\d+)\s/gm)].map((m) => m[1]);
      expect(new Set(servers)).toEqual(new Set([`127.0.0.1:${bff.port}`]));
    } finally {
      await front.stop();
      await bff.stop();
    }
  }, 120_000);
});

/** Every answer carries the security headers, and nginx hides its version. */
function expectSecurityHeaders(/** @type {Response} */ response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  const directives = Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
  // Scripts: the site's own files and, by its SHA-256, the one script the build put in its pages.
  expect(directives['script-src']).toEqual(["'self'", ...scriptSources]);
  expect(directives['default-src']).toEqual(["'self'"]);
  expect(directives['frame-ancestors']).toEqual(["'none'"]);
  // Only the privacy-enhanced video players a post may embed.
  expect(directives['frame-src']).toEqual([
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
  ]);
  expect(directives['object-src']).toEqual(["'none'"]);
  // Styles: the site's own files and, by their SHA-256, the styles the build put in its pages.
  const [own, ...inPages] = directives['style-src'] ?? [];
  expect(own).toBe("'self'");
  expect(inPages.length).toBeGreaterThan(0);
  for (const source of inPages) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  // Hidden version: "nginx", never "nginx/1.x".
  expect(response.headers.get('server')).toBe('nginx');
}

/**
 * Sends a contact message to nginx from the local address `from` (any 127.x address is this
 * host), optionally with a forged X-Forwarded-For, and returns the status.
 * @param {string} from @param {string} [forged]
 */
function contactFrom(from, forged) {
  const body = JSON.stringify({ name: 'Eve', email: 'eve@example.com', message: 'Hello there' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${web}/api/contact`,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(forged ? { 'x-forwarded-for': forged } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Answers nginx makes itself carry no header only the bff sets. */
function expectNoBffHeaders(/** @type {Response} */ response) {
  expect(response.headers.get('x-request-id')).toBeNull();
}

describe('the API micro-cache', () => {
  it('answers repeated GETs of /api/blogs from the cache for a second or two', async () => {
    // Each test asks for a page size of its own: its own cache entry (the API refuses unknown
    // query parameters, so a made-up one cannot tell the entries apart).
    const url = `${web}/api/blogs?pageSize=41`;
    const first = await fetch(url);
    const second = await fetch(url);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
    // Validity is 1 s in nginx's whole-second clock: an entry lives until the second after next.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const later = await fetch(url);
    expect(['EXPIRED', 'MISS']).toContain(later.headers.get('x-cache-status'));
  });

  it('never serves an expired list after a quiet spell: the first reader gets the fresh one', async () => {
    const url = `${web}/api/blogs?pageSize=42`;
    await fetch(url);
    expect((await createPost(web, token, { slug: 'after-quiet' })).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const first = await fetch(url);
    expect(first.headers.get('x-cache-status')).not.toBe('STALE');
    const page = /** @type {{ items: { slug: string }[] }} */ (await first.json());
    expect(page.items.map((p) => p.slug)).toContain('after-quiet');
  });

  it('caches one post by slug, and not other API routes', async () => {
    const url = `${web}/api/blogs/${post.slug}`;
    await fetch(url);
    expect((await fetch(url)).headers.get('x-cache-status')).toBe('HIT');
    const health = await fetch(`${web}/api/health`);
    expect(health.headers.get('x-cache-status')).toBeNull();
  });

  it('never serves or stores answers for requests with an Authorization header', async () => {
    const url = `${web}/api/blogs?pageSize=43`;
    const authorized = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(authorized.headers.get('x-cache-status')).toBe('BYPASS');
    // Not stored: the next anonymous request is a miss.
    expect((await fetch(url)).headers.get('x-cache-status')).toBe('MISS');
    // Cached now, but the admin still bypasses it.
    const again = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(again.headers.get('x-cache-status')).toBe('BYPASS');
  });

  it('shows a new post in the public list within about a second', async () => {
    await fetch(`${web}/api/blogs`);
    expect((await createPost(web, token, { slug: 'fresh-post' })).status).toBe(201);
    const deadline = Date.now() + 3_000;
    /** @type {string[]} */
    let slugs = [];
    while (Date.now() < deadline) {
      slugs = /** @type {{ slug: string }[]} */ (
        await (await fetch(`${web}/api/blogs`)).json()
      ).map((p) => p.slug);
      if (slugs.includes('fresh-post')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(slugs).toContain('fresh-post');
  });

  it('does not cache writes', async () => {
    const first = await createPost(web, token, { slug: 'write-one' });
    expect(first.headers.get('x-cache-status')).toBeNull();
    const again = await createPost(web, token, { slug: 'write-one' });
    expect(again.status).toBe(409);
  });
});

describe('the image cache', () => {
  /**
   * A new image's variant URLs, uploaded through nginx (a colour of its own: new keys).
   * @returns {Promise<string[]>}
   */
  async function freshImage() {
    const colour = { r: randomChannel(), g: randomChannel(), b: randomChannel() };
    const uploaded = await uploadImage(web, token, await flatJpeg(colour, 600, 400));
    expect(uploaded.status).toBe(201);
    const image = /** @type {{ variants: { url: string }[], social: { url: string } }} */ (
      await uploaded.json()
    );
    return [...image.variants.map((variant) => variant.url), image.social.url];
  }

  /**
   * The upstream of every logged GET of `target` ('-' when nginx answered from its cache).
   * @param {string} target
   */
  async function upstreamsOf(target) {
    return (await logLines(`GET ${target}`)).map((line) => /upstream=(\S+)/.exec(line)?.[1]);
  }

  it('answers an image from the cache after its first request, immutable', async () => {
    const [url = ''] = await freshImage();
    const first = await fetch(`${web}${url}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    const bytes = Buffer.from(await first.arrayBuffer());
    // Again, also with a query string, which must not make it miss.
    for (const again of [url, `${url}?v=2`, url]) {
      const response = await fetch(`${web}${again}`);
      expect([again, response.headers.get('x-cache-status')]).toEqual([again, 'HIT']);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type')).toBe(first.headers.get('content-type'));
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expectSecurityHeaders(response);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
    const head = await fetch(`${web}${url}`, { method: 'HEAD' });
    expect(head.headers.get('x-cache-status')).toBe('HIT');
    // One request reached a bff; nginx answered the other three GETs itself.
    await waitFor(async () => (await upstreamsOf(url)).length === 4);
    const upstreams = await upstreamsOf(url);
    expect(upstreams.filter((upstream) => upstream !== '-')).toHaveLength(1);
  });

  it('sends a bff one request for many at once for an image not yet cached', async () => {
    const [, url = ''] = await freshImage();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${web}${url}`).then((r) => r.arrayBuffer())),
    );
    expect(new Set(answers.map((bytes) => Buffer.from(bytes).toString('base64'))).size).toBe(1);
    await waitFor(async () => (await upstreamsOf(url)).length === 10);
    expect((await upstreamsOf(url)).filter((upstream) => upstream !== '-')).toHaveLength(1);
  });

  it('keeps a 404 for a few seconds at most', async () => {
    const url = `/uploads/${'0'.repeat(64)}.webp`;
    // X-Cache-Status goes on 2xx/3xx answers only: the access log tells what nginx did.
    /** @returns {Promise<string[]>} 'status cache' of each request, oldest first */
    const logged = async () =>
      (await logLines(`GET ${url} `)).map((line) => {
        const [, status, cache] = / (\d{3}) \d+ upstream=\S+ cache=(\S+)/.exec(line) ?? [];
        return `${status} ${cache}`;
      });
    for (let i = 0; i < 2; i += 1) expect((await fetch(`${web}${url}`)).status).toBe(404);
    await waitFor(async () => (await logged()).length === 2);
    expect(await logged()).toEqual(['404 MISS', '404 HIT']);
    // Validity is 10 s in nginx's whole-second clock: gone by the second after next.
    await waitFor(
      async () => {
        expect((await fetch(`${web}${url}`)).status).toBe(404);
        return (await logged()).at(-1) !== '404 HIT';
      },
      { timeoutMs: 12_500, intervalMs: 500, describe: () => 'the 404 was still cached after 12 s' },
    );
    expect((await logged()).at(-1)).toMatch(/^404 (EXPIRED|MISS)$/);
  }, 30_000);
});

/** 0 to 255. */
function randomChannel() {
  return Math.floor(Math.random() * 256);
}

describe('the blog pages, the feed and the sitemap (rendered by the bff)', () => {
  it('answers the rendered pages with their status, through the micro-cache', async () => {
    const list = await fetch(`${web}/blog/tag/no-such-tag-here`);
    expect(list.status).toBe(404);
    expect(list.headers.get('x-robots-tag')).toBe('noindex');
    expectSecurityHeaders(list);
    const redirect = await fetch(`${web}/blog/page/1`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toMatch(/\/blog$/);
    const url = `${web}/blog/${post.slug}?cache-test=1`;
    const first = await fetch(url);
    const second = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
    expect(first.headers.get('content-encoding')).toBe('gzip');
  });

  it('never serves a deleted post for longer than the API cache does', async () => {
    const created = await createPost(web, token, { slug: 'deleted-soon' });
    const { _id: id } = /** @type {{ _id: string }} */ (await created.json());
    const url = `${web}/blog/deleted-soon`;
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url)).headers.get('x-cache-status')).toBe('HIT');
    const removed = await fetch(`${web}/api/blogs/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(204);
    // Validity is 1 s in nginx's whole-second clock: gone by the second after next.
    await waitFor(async () => (await fetch(url)).status === 404, {
      timeoutMs: 2_500,
      intervalMs: 100,
      describe: () => 'the deleted post still answered 200 after 2.5 s',
    });
  });

  it('serves the sitemap and the feed from the bff with one Cache-Control each', async () => {
    /** @type {[string, RegExp][]} */
    const documents = [
      ['/sitemap.xml', /^application\/xml/],
      ['/blog/rss.xml', /^application\/rss\+xml/],
    ];
    for (const [target, type] of documents) {
      const response = await fetch(`${web}${target}`);
      expect([target, response.status]).toEqual([target, 200]);
      expect(response.headers.get('content-type')).toMatch(type);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain(`/blog/${post.slug}`);
    }
  });
});

describe('two bff processes behind one upstream, one PostgreSQL', () => {
  it('reads through one bff a post created through the other', async () => {
    const [first, second] = stack.bffs;
    if (!first || !second) throw new Error('two bff processes expected');
    const direct = await login(first.url);
    expect((await createPost(first.url, direct, { slug: 'made-on-first' })).status).toBe(201);
    const read = await fetch(`${second.url}/api/blogs/made-on-first`);
    expect(read.status).toBe(200);
    expect((await read.json())./** @type {{ title: string }} */ title).toBe('Post made-on-first');
  });

  it('spreads API requests over both bffs', async () => {
    for (let i = 0; i < 6; i += 1) await fetch(`${web}/api/health`);
    const upstreams = new Set(
      (await logLines('GET /api/health ')).map((line) => /upstream=(\S+)/.exec(line)?.[1]),
    );
    expect(upstreams).toEqual(new Set(stack.bffs.map((bff) => `127.0.0.1:${bff.port}`)));
  });

  it('keeps each client on one bff for the contact form, so its rate limit holds', async () => {
    const send = () =>
      fetch(`${web}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Hello there' }),
      });
    // Limit 2 per address: round-robin over two bffs would let 4 through.
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await send()).status);
    expect(statuses).toEqual([201, 201, 429]);
    const upstreams = new Set(
      (await logLines('POST /api/contact '))
        .filter((line) => line.startsWith('127.0.0.1 ') && !line.includes('upstream=-'))
        .map((line) => /upstream=(\S+)/.exec(line)?.[1]),
    );
    expect(upstreams.size).toBe(1);
  });
});

describe('the built site in Chromium, through nginx', () => {
  /** @type {import('playwright-core').Browser} */
  let browser;

  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions());
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  /** A CSP violation as the page's listener reports it (watchPage), or as Chromium logs it. */
  const CSP_REPORT = /CSP violation|violates the following Content Security Policy directive/;
  const cspReportOf = (/** @type {string} */ directive) =>
    new RegExp(
      `CSP violation: ${directive}|violates the following Content Security Policy directive '${directive}`,
    );

  /**
   * Opens `route` and returns the CSP violations and console errors it caused.
   * @param {string} route @param {{ inject?: boolean, injectStyle?: boolean }} [options]
   */
  async function visit(route, { inject = false, injectStyle = false } = {}) {
    const page = await browser.newPage();
    const problems = watchPage(page);
    const response = await page.goto(`${web}${route}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    // The app too, which the page's first script starts at the visitor's first sign.
    await page.mouse.move(1, 1);
    await reactTookOver(page);
    const images = await page.evaluate(() =>
      [...document.images].map((img) => ({
        src: img.src,
        ok: img.complete && img.naturalWidth > 0,
      })),
    );
    // The violation's event comes as a task of its own: wait for its report (a busy machine
    // takes more than a moment), or Chromium's own console error naming the policy, then let the
    // caller's assertion judge what came.
    const reported = () =>
      waitFor(() => problems.some((problem) => CSP_REPORT.test(problem)), {
        timeoutMs: 5_000,
      }).catch(() => undefined);
    if (inject) {
      // The detector itself: an inline script must be blocked and reported.
      await page.addScriptTag({ content: 'window.__inlineRan = true;' }).catch(() => undefined);
      expect(await page.evaluate(() => 'inlineRan' in window || '__inlineRan' in window)).toBe(
        false,
      );
      await reported();
    }
    if (injectStyle) {
      // A <style> other than the build's own is blocked too.
      await page.addStyleTag({ content: 'body { color: red }' }).catch(() => undefined);
      await reported();
    }
    await page.close();
    return { problems, images };
  }

  it('reports an inline script as a CSP violation (the check can fail)', async () => {
    const { problems } = await visit('/', { inject: true });
    expect(problems.join('\n')).toMatch(cspReportOf('script-src'));
  });

  it("reports a <style> that is not the build's own as a CSP violation", async () => {
    const { problems } = await visit('/', { injectStyle: true });
    expect(problems.join('\n')).toMatch(cspReportOf('style-src'));
  });

  it.each(['/', '/about', '/blog', '/contact', '/services', '/admin/login'])(
    'loads %s with no CSP violation or console error',
    async (route) => {
      const { problems } = await visit(route);
      // Failed or 4xx/5xx requests (a broken image, script or stylesheet) are problems too.
      expect(problems).toEqual([]);
    },
  );

  it('renders a post with its uploaded image (server-rendered page and /uploads)', async () => {
    const { problems, images } = await visit(`/blog/${post.slug}`);
    expect(problems).toEqual([]);
    const uploaded = images.filter((image) => image.src.includes('/uploads/'));
    expect(uploaded).toEqual([{ src: `${web}${post.image}`, ok: true }]);
  });
});
