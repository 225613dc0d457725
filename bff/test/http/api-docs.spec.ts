import { readFileSync } from 'node:fs';
import { type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions, REPO_ROOT, waitFor, watchPage } from '@site/testkit';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DOCS_ROUTES = [
  '/api/docs',
  '/api/docs/',
  '/api/docs-json',
  '/api/docs-yaml',
  '/api/docs/swagger-ui-bundle.js',
  '/api/docs/docs-init.js',
];

/** The Content-Security-Policy nginx sends with every answer, read from its template. */
function productionCsp(): string {
  const template = readFileSync(
    path.join(REPO_ROOT, 'infra/nginx/templates/default.conf.template'),
    'utf8',
  );
  const csp = /add_header Content-Security-Policy "([^"]+)" always;/.exec(template)?.[1];
  if (!csp) throw new Error('No Content-Security-Policy in the nginx template');
  return csp.replace('${NGINX_STYLE_HASHES}', '').replace('${NGINX_SCRIPT_HASHES}', '');
}

describe('API docs (the default outside production)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves the committed contract: /api/docs-json is contract/openapi.json', async () => {
    const committed: unknown = JSON.parse(
      readFileSync(path.join(REPO_ROOT, 'contract/openapi.json'), 'utf8'),
    );
    const served = await t.http().get('/api/docs-json').expect(200);
    expect(served.headers['content-type']).toMatch(/^application\/json/);
    expect(served.body).toEqual(committed);
    const yaml = await t.http().get('/api/docs-yaml').expect(200);
    expect(yaml.text).toContain('title: Company website API');
  });

  it('serves a UI page with no inline script or style', async () => {
    const page = await t.http().get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).not.toMatch(/<style|style=|<script>|<script(?![^>]*\bsrc=)[^>]*>/);
    for (const asset of ['swagger-ui.css', 'swagger-ui-bundle.js', 'docs-init.js']) {
      expect(page.text).toContain(`/api/docs/${asset}`);
      await t.http().get(`/api/docs/${asset}`).expect(200);
    }
    const init = await t.http().get('/api/docs/docs-init.js').expect(200);
    expect(init.headers['content-type']).toMatch(/^text\/javascript/);
    expect(init.text).toContain('"url":"/api/docs-json"');
  });
});

describe('API docs turned off (API_DOCS=false, as production does by default)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ API_DOCS: 'false' });
  });
  afterAll(() => t.close());

  it.each(DOCS_ROUTES)('answers %s with 404', async (route) => {
    const answer = await t.http().get(route).expect(404);
    expect(answer.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('still serves the API itself', async () => {
    await t.http().get('/api/blogs').expect(200);
  });
});

describe('the docs page in Chromium under the production CSP', () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  const csp = productionCsp();

  beforeAll(async () => {
    t = await startTestApp();
    const server = (await t.app.listen(0, '127.0.0.1')) as Server;
    const address = server.address() as AddressInfo;
    base = `http://127.0.0.1:${address.port}`;
    browser = await chromium.launch(chromiumLaunchOptions());
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /** Opens the docs with nginx's CSP on every answer; returns the page and what went wrong. */
  async function openDocs(): Promise<{ page: Page; problems: string[] }> {
    const page = await browser.newPage();
    const problems = watchPage(page);
    await page.route('**/*', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({
        response: answer,
        headers: { ...answer.headers(), 'content-security-policy': csp },
      });
    });
    const answer = await page.goto(`${base}/api/docs`, { waitUntil: 'networkidle' });
    expect(answer?.headers()['content-security-policy']).toBe(csp);
    return { page, problems };
  }

  /** Closes the page once no route handler is still fetching (a late favicon request failed the
   * run when the page closed under it). */
  async function closeDocs(page: Page): Promise<void> {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.close();
  }

  it('reports an inline style as a CSP violation (the check can fail)', async () => {
    const { page, problems } = await openDocs();
    await page.addStyleTag({ content: 'body { color: red; }' }).catch(() => undefined);
    // The violation is reported in a task of its own: wait for it (up to 5 s), not a fixed time.
    await waitFor(() => problems.some((problem) => /CSP violation: style-src/.test(problem)), {
      timeoutMs: 5_000,
      describe: () => `no style-src violation reported; problems: ${problems.join('; ')}`,
    });
    await closeDocs(page);
  });

  it('renders every operation with no CSP violation, console error or failed request', async () => {
    const { page, problems } = await openDocs();
    await page.locator('.opblock').first().waitFor();
    const title = await page.locator('.info .title').textContent();
    const operations = await page.locator('.opblock').count();
    // Nothing above the UI: the band an unstyled sprite sheet left at the top is gone.
    const ui = await page.locator('#swagger-ui').boundingBox();
    // swagger-ui.css is applied: it sets the title in 36px.
    const titleSize: unknown = await page.evaluate(
      "getComputedStyle(document.querySelector('.swagger-ui .info .title')).fontSize",
    );
    await closeDocs(page);
    expect(problems).toEqual([]);
    expect(title).toContain('Company website API');
    const contract = JSON.parse(
      readFileSync(path.join(REPO_ROOT, 'contract/openapi.json'), 'utf8'),
    ) as { paths: Record<string, Record<string, unknown>> };
    expect(operations).toBe(
      Object.values(contract.paths).flatMap((item) => Object.keys(item)).length,
    );
    expect(ui?.y).toBe(0);
    expect(titleSize).toBe('36px');
  });
});
