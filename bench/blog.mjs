// The blog at 1,000 posts, part of `make bench`: its three kinds of page (the list, a tag, a
// post) through nginx's micro-cache and rendered by the bff on every request, each against the
// same bytes served by nginx as a static file (the ceiling); the paged summary API; and what
// /blog weighs with 1,000 posts against 10.
import { request } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { POST_LIST } from '@site/contract';
import { BFF_NODE_ARGS, startBff, TEST_ADMIN } from '@site/testkit';
import { keepNewest, seedBlog } from './blog-posts.mjs';
import { summarizeCpuProfile } from './cpu-profile.mjs';
import { load } from './wrk.mjs';
import { memoryMb, table } from './report.mjs';

export const BLOG_POSTS = 1000;
const FEW_POSTS = 10;
const PAGE_SIZE = POST_LIST.defaultPageSize;
const SUMMARY_API = '/api/blogs?page=1&pageSize=12&fields=summary';

/** Targets from the issues: cached pages at half the static ceiling or better, p99 ≤ 20 ms; the
 * bff renders 500 pages a second; /blog weighs the same (±10%) whatever the number of posts; the
 * admin's dashboard answers at 1,000 posts at least 0.8× as fast as at 10. */
const TARGET = {
  ceilingRatio: 0.5,
  p99Ms: 20,
  renderRps: 500,
  /** Issue 18: a page rendered by the bff (nginx's cache-miss path) against its static ceiling,
   * and the summary API answered by the bff against the same bytes as a file. */
  renderRatio: 0.05,
  apiRatio: 0.15,
  weightRatio: 0.1,
  dashboardRatio: 0.8,
};

/** The dashboard's views measured: its default (every post, last edited first), a search, and
 * the worst case, a filter, sort and search that match every post. */
const DASHBOARD_VIEWS = {
  default: '/api/admin/posts',
  // The number in one post's title, as an admin looks for one post.
  search: '/api/admin/posts?q=112&sort=published',
  // A word every seeded post's content has (they draw on one small vocabulary): the search reads
  // and sorts every post.
  filtered: '/api/admin/posts?status=published&sort=title&q=website',
};

/** The admin's token from the bff's login. */
async function adminToken(bffUrl) {
  const answer = await fetch(`${bffUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  if (answer.status !== 200) throw new Error(`login: ${answer.status}`);
  return (await answer.json()).token;
}

/** Each dashboard view loaded from the bff with the admin's token. */
async function measureDashboard(scratch, bffUrl, token, posts) {
  const headers = { authorization: `Bearer ${token}` };
  const figures = {};
  for (const [key, url] of Object.entries(DASHBOARD_VIEWS)) {
    const first = await ok(`${bffUrl}${url}`, headers);
    const total = JSON.parse(first.body.toString()).total;
    figures[key] = {
      total,
      ...(await load(scratch, `${url} with ${posts} posts`, `${bffUrl}${url}`, { headers })),
    };
  }
  return figures;
}

/** Status, headers and body bytes as sent on the wire (gzip is not undone). A connection of its
 * own each time: a kept-alive one can sit idle through a load run past the server's keep-alive
 * timeout and be closed just as it is reused ("socket hang up"). */
function raw(url, headers = {}) {
  return new Promise((resolve, reject) => {
    request(url, { headers, agent: false }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function ok(url, headers) {
  const answer = await raw(url, headers);
  if (answer.status !== 200) throw new Error(`${url}: ${answer.status}`);
  return answer;
}

/**
 * The HTML bytes of a path and the gzipped bytes nginx sends for it, once nginx's copy is the
 * bff's current answer (the micro-cache keeps the previous one up to about two seconds).
 */
async function weigh(nginxUrl, bffUrl, pathname) {
  const html = (await ok(`${bffUrl}${pathname}`)).body;
  for (const deadline = Date.now() + 5000; ; await pause(250)) {
    const gzipped = await ok(`${nginxUrl}${pathname}`, { 'accept-encoding': 'gzip' });
    if (gzipped.headers['content-encoding'] !== 'gzip') {
      throw new Error(`nginx did not gzip ${pathname}`);
    }
    if (gunzipSync(gzipped.body).equals(html)) {
      return { html: html.length, gzip: gzipped.body.length };
    }
    if (Date.now() > deadline) throw new Error(`nginx kept an old ${pathname} for 5 s`);
  }
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Seeds the blog (replacing its posts), measures it and leaves FEW_POSTS posts.
 * @param {{ databaseUrl: string, bff: import('@site/testkit').RunningBff,
 *   nginx: import('@site/testkit').RunningNginx, root: string, profile?: boolean }} stack
 */
export async function measureBlog({ databaseUrl, bff, nginx, root, profile = false }) {
  const started = Date.now();
  const { tagCounts, contentBytes } = await seedBlog(databaseUrl, BLOG_POSTS);
  console.log(
    `${BLOG_POSTS} posts seeded in ${((Date.now() - started) / 1000).toFixed(1)} s, content ${Math.round(contentBytes / BLOG_POSTS)} bytes a post on average; ` +
      `${tagCounts.size} tags, from ${Math.max(...tagCounts.values())} posts down to ${Math.min(...tagCounts.values())}`,
  );
  const [commonTag, commonTagPosts] = [...tagCounts].sort((a, b) => b[1] - a[1])[0];
  // A post from the middle of the blog: it has both neighbours and a full set of related posts.
  const middle = JSON.parse(
    (await ok(`${bff.url}/api/blogs?page=42&pageSize=12&fields=summary`)).body.toString(),
  );
  const post = middle.items[0];
  const pages = {
    list: { path: '/blog' },
    tag: { path: `/blog/tag/${commonTag}` },
    post: { path: `/blog/${post.slug}` },
  };

  const scratch = path.join(root, 'bench-static');
  await mkdir(scratch, { recursive: true });
  const figures = {
    posts: BLOG_POSTS,
    tags: tagCounts.size,
    commonTag,
    commonTagPosts,
    averageContentBytes: Math.round(contentBytes / BLOG_POSTS),
    pages: {},
  };
  for (const [key, page] of Object.entries(pages)) {
    const body = (await ok(`${bff.url}${page.path}`)).body;
    // The ceiling: the same bytes as a plain file of the same nginx.
    await writeFile(path.join(scratch, `${key}.html`), body);
    const staticUrl = `${nginx.url}/bench-static/${key}.html`;
    if (!(await ok(staticUrl)).body.equals(body)) throw new Error(`${staticUrl} differs`);
    const f = { bytes: await weigh(nginx.url, bff.url, page.path) };
    f.ceiling = await load(scratch, `${page.path} as a static file via nginx (ceiling)`, staticUrl);
    f.nginx = await load(scratch, `${page.path} via nginx`, `${nginx.url}${page.path}`);
    f.cacheStatus = (await raw(`${nginx.url}${page.path}`)).headers['x-cache-status'];
    f.bff = await load(scratch, `${page.path} from the bff`, `${bff.url}${page.path}`);
    figures.pages[key] = f;
  }

  const summary = (await ok(`${bff.url}${SUMMARY_API}`)).body;
  await writeFile(path.join(scratch, 'summary.json'), summary);
  figures.api = {
    bytes: await weigh(nginx.url, bff.url, SUMMARY_API),
    ceiling: await load(
      scratch,
      'summary page as a static file via nginx (ceiling)',
      `${nginx.url}/bench-static/summary.json`,
    ),
    nginx: await load(scratch, `${SUMMARY_API} via nginx`, `${nginx.url}${SUMMARY_API}`),
    bff: await load(scratch, `${SUMMARY_API} from the bff`, `${bff.url}${SUMMARY_API}`),
    plainBytes: await weigh(nginx.url, bff.url, '/api/blogs'),
  };
  console.log(
    `plain GET /api/blogs with ${BLOG_POSTS} posts: ${figures.api.plainBytes.html} bytes (${figures.api.plainBytes.gzip} gzipped)`,
  );
  const token = await adminToken(bff.url);
  figures.dashboard = { many: await measureDashboard(scratch, bff.url, token, BLOG_POSTS) };
  figures.bffPeakMb = memoryMb(bff.child.pid, 'VmHWM');

  if (profile) figures.profile = await profileRenders(databaseUrl, pages, scratch);

  // A full first page and no other (like for like with 1,000 posts but the pagination), then 10.
  await keepNewest(databaseUrl, PAGE_SIZE);
  figures.listOnePage = await weigh(nginx.url, bff.url, '/blog');
  await keepNewest(databaseUrl, FEW_POSTS);
  figures.fewPosts = FEW_POSTS;
  figures.listFew = await weigh(nginx.url, bff.url, '/blog');
  figures.dashboard.few = await measureDashboard(scratch, bff.url, token, FEW_POSTS);
  console.log(
    `/blog: ${JSON.stringify(figures.pages.list.bytes)} with ${BLOG_POSTS} posts, ${JSON.stringify(figures.listFew)} with ${FEW_POSTS}`,
  );
  return figures;
}

/** A second bff with --cpu-prof, loaded on each page directly, then its profile summarised. */
async function profileRenders(databaseUrl, pages, scratch) {
  const dir = path.join(scratch, 'cpu-profile');
  const bff = await startBff({
    databaseUrl,
    nodeArgs: [...BFF_NODE_ARGS, '--cpu-prof', `--cpu-prof-dir=${dir}`],
    // Every request rendered: the renderer's cost is what the profile is for.
    env: { BLOG_RESPONSE_CACHE: 'false' },
  });
  try {
    for (const page of Object.values(pages)) {
      await load(scratch, `${page.path} from the profiled bff`, `${bff.url}${page.path}`);
    }
  } finally {
    await bff.stop();
  }
  const summary = await summarizeCpuProfile(dir);
  console.log(summary.text);
  return summary.figures;
}

/**
 * The markdown of the blog's section of docs/benchmarks.md.
 * @param {Awaited<ReturnType<typeof measureBlog>>} now
 * @param {Awaited<ReturnType<typeof measureBlog>> | undefined} previous the last run's figures
 * @param {string} setting what the run was measured on (date, machine, nginx, Node options)
 */
export function blogSection(now, previous, setting) {
  const was = (value, before, unit = '') =>
    before === undefined || before === value
      ? `${value}${unit}`
      : `${value}${unit} (was ${before}${unit})`;
  const met = (yes) => (yes ? 'met' : '**NOT met**');
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const row = (name, f, p, ceiling, target) => [
    name,
    was(f.rps, p?.rps),
    was(f.p50, p?.p50, ' ms'),
    was(f.p99, p?.p99, ' ms'),
    (f.rps / ceiling.rps).toFixed(2),
    String(f.non2xx + f.errors),
    target,
  ];
  const rows = [];
  const pageName = {
    list: '`/blog`',
    tag: `\`/blog/tag/${now.commonTag}\``,
    post: 'a post, `/blog/<slug>`',
  };
  for (const key of ['list', 'tag', 'post']) {
    const f = now.pages[key];
    const p = previous?.pages?.[key];
    const cached =
      f.nginx.rps >= TARGET.ceilingRatio * f.ceiling.rps && f.nginx.p99 <= TARGET.p99Ms;
    rows.push(
      row(`${pageName[key]} as a static file (ceiling)`, f.ceiling, p?.ceiling, f.ceiling, ''),
      row(
        `${pageName[key]} via nginx (1 s micro-cache)`,
        f.nginx,
        p?.nginx,
        f.ceiling,
        `≥ ${TARGET.ceilingRatio.toFixed(2)} and p99 ≤ ${TARGET.p99Ms} ms: ${met(cached)}`,
      ),
      row(
        `${pageName[key]} rendered by the bff`,
        f.bff,
        p?.bff,
        f.ceiling,
        `≥ ${TARGET.renderRps}/s and ≥ ${TARGET.renderRatio.toFixed(2)}: ${met(
          f.bff.rps >= TARGET.renderRps && f.bff.rps >= TARGET.renderRatio * f.ceiling.rps,
        )}`,
      ),
    );
  }
  const api = now.api;
  rows.push(
    row(
      'summary page as a static file (ceiling)',
      api.ceiling,
      previous?.api?.ceiling,
      api.ceiling,
      '',
    ),
    row(`\`${SUMMARY_API}\` via nginx`, api.nginx, previous?.api?.nginx, api.ceiling, ''),
    row(
      `\`${SUMMARY_API}\` from the bff`,
      api.bff,
      previous?.api?.bff,
      api.ceiling,
      `≥ ${TARGET.apiRatio.toFixed(2)}: ${met(api.bff.rps >= TARGET.apiRatio * api.ceiling.rps)}`,
    ),
  );

  const many = now.pages.list.bytes;
  const few = now.listFew;
  const growth = (a, b) => `${a >= b ? '+' : ''}${(((a - b) / b) * 100).toFixed(1)}%`;
  const weightMet =
    Math.abs(many.html - few.html) <= TARGET.weightRatio * few.html &&
    Math.abs(many.gzip - few.gzip) <= TARGET.weightRatio * few.gzip;
  const bytesRows = [
    [`\`/blog\`, ${now.posts} posts`, kb(many.html), kb(many.gzip), ''],
    [
      `\`/blog\`, ${now.fewPosts} posts`,
      kb(few.html),
      kb(few.gzip),
      `${now.posts} vs ${now.fewPosts} posts: ${growth(many.html, few.html)} HTML, ${growth(many.gzip, few.gzip)} gzipped; within 10%: ${met(weightMet)}`,
    ],
    [
      `\`/blog\`, ${PAGE_SIZE} posts (one full page, no pagination)`,
      kb(now.listOnePage.html),
      kb(now.listOnePage.gzip),
      `${now.posts} vs ${PAGE_SIZE} posts: ${growth(many.html, now.listOnePage.html)} HTML, ${growth(many.gzip, now.listOnePage.gzip)} gzipped`,
    ],
    [pageName.tag, kb(now.pages.tag.bytes.html), kb(now.pages.tag.bytes.gzip), ''],
    [pageName.post, kb(now.pages.post.bytes.html), kb(now.pages.post.bytes.gzip), ''],
    [`\`${SUMMARY_API}\``, kb(api.bytes.html), kb(api.bytes.gzip), ''],
    [
      `\`GET /api/blogs\` (every post, the contract's plain array)`,
      kb(api.plainBytes.html),
      kb(api.plainBytes.gzip),
      `${Math.round(api.plainBytes.html / api.bytes.html)}× the summary page`,
    ],
  ];
  const dashboardRows = now.dashboard
    ? Object.entries(DASHBOARD_VIEWS).map(([key, url]) => {
        const many = now.dashboard.many[key];
        const few = now.dashboard.few[key];
        const ratio = many.rps / few.rps;
        return [
          `\`${url}\``,
          `${was(many.rps, previous?.dashboard?.many?.[key]?.rps)} (${many.total} found), p99 ${many.p99} ms`,
          `${was(few.rps, previous?.dashboard?.few?.[key]?.rps)} (${few.total} found), p99 ${few.p99} ms`,
          ratio.toFixed(2),
          `≥ ${TARGET.dashboardRatio}: ${met(ratio >= TARGET.dashboardRatio)}`,
        ];
      })
    : [];
  return [
    `## The blog at ${now.posts.toLocaleString('en-US')} posts (\`make bench\`)`,
    '',
    `${setting} The blog's posts replaced by ${now.posts} posts of about ${(now.averageContentBytes / 1024).toFixed(1)} KB of HTML each (bench/blog-posts.mjs: bulk INSERTs written as the posts service writes them), a day apart, ` +
      `${now.tags} tags with 1 to 3 a post (the most common, \`${now.commonTag}\`, on ${now.commonTagPosts} posts). ` +
      "Each page is measured three ways in the same run: its bytes as a static file of the same nginx (the ceiling, measured per page), through nginx with the 1 s micro-cache, and from the bff directly (nginx's cache-miss path: the bff's response cache answers, the page rendered once per change to the posts, docs/blog.md, as in production). " +
      'The post is one from the middle of the blog (both neighbours, three related posts). "vs ceiling" divides by the ceiling of the same page; a ceiling whose own p99 is over 20 ms means the machine was busy during that run.',
    '',
    table(['Request', 'req/s', 'p50', 'p99', 'vs ceiling', 'non-2xx + errors', 'target'], rows, [
      'left',
      'right',
      'right',
      'right',
      'right',
      'right',
      'left',
    ]),
    '',
    'Bytes as served: the HTML, and gzipped as nginx sends it to a browser.',
    '',
    table(['Response', 'HTML or JSON', 'gzipped', ''], bytesRows, [
      'left',
      'right',
      'right',
      'left',
    ]),
    '',
    `bff peak memory (VmHWM) after these runs: ${was(now.bffPeakMb, previous?.bffPeakMb, ' MB')}.`,
    '',
    ...(dashboardRows.length > 0
      ? [
          `The admin's dashboard from the bff (with the admin's token, never cached), with ${now.posts} posts and again with ${now.fewPosts}: one page of 20, its total and every status's count. "ratio" is the req/s with ${now.posts} posts over the req/s with ${now.fewPosts}, in the same run.`,
          '',
          table(
            [
              'Request',
              `${now.posts} posts: req/s`,
              `${now.fewPosts} posts: req/s`,
              'ratio',
              'target',
            ],
            dashboardRows,
            ['left', 'right', 'right', 'right', 'left'],
          ),
          '',
        ]
      : []),
    `<!-- blog-bench:data ${JSON.stringify({ ...now, profile: undefined })} -->`,
  ].join('\n');
}
