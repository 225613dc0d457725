// @ts-check
// `docker compose up --scale bff=N` without a reload: the web image's nginx looks the `bff` name
// up again every 5 s through Docker's DNS (`resolve` on the upstream servers, open-source nginx
// 1.27.3 and later). What is checked here is the config as the container stack renders it. It
// cannot run here: this machine's nginx is Debian's 1.22, which refuses `resolve`, and no newer
// nginx reaches these machines (the image's nginx:1.28 needs Docker). The suite's own nginx runs
// the same template without `resolve` (infra/test/nginx.test.mjs), zones included.
import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { BFF_SERVER_OPTIONS, envsubst, NGINX_TEMPLATE, REPO_ROOT } from '@site/testkit';

const read = (/** @type {string} */ file) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const dockerfile = read('infra/nginx/Dockerfile');
/** @type {{ services: Record<string, { environment?: Record<string, string> }> }} */
const compose = parse(read('docker-compose.yml'));

/** The web image's ENV values (quoted values unquoted). */
const imageEnv = Object.fromEntries(
  [...dockerfile.matchAll(/^\s*(?:ENV\s+)?([A-Z_]+)=('[^']*'|\S+?)\s*\\?$/gm)].map((m) => [
    m[1],
    (m[2] ?? '').replace(/^'(.*)'$/, '$1'),
  ]),
);

/** The template as the container stack renders it: the image's ENV, then compose's web env. */
function renderedForCompose() {
  const env = {
    ...imageEnv,
    ...compose.services.web?.environment,
    NGINX_STYLE_HASHES: "'x'",
    NGINX_SCRIPT_HASHES: "'y'",
  };
  return envsubst(readFileSync(NGINX_TEMPLATE, 'utf8'), env);
}

/** The upstream blocks of a config, by name. @param {string} config */
function upstreams(config) {
  return Object.fromEntries(
    [...config.matchAll(/^upstream (\w+) \{\n([\s\S]*?)^\}/gm)].map((m) => [m[1], m[2] ?? '']),
  );
}

describe('the bff upstreams in the container stack', () => {
  it('are looked up again through Docker DNS every 5 s: resolve, a zone, a short resolver valid', () => {
    const config = renderedForCompose();
    expect(config).toMatch(/^resolver 127\.0\.0\.11 valid=5s ipv6=off;$/m);
    const blocks = upstreams(config);
    expect(Object.keys(blocks).sort()).toEqual(['bff', 'bff_by_client']);
    for (const [name, block] of Object.entries(blocks)) {
      expect([name, block]).toEqual([name, expect.stringMatching(/^\s*zone \w+ \d+k;$/m)]);
      expect([name, block]).toEqual([
        name,
        expect.stringMatching(/^\s*server bff:5000 max_fails=3 fail_timeout=10s resolve;$/m),
      ]);
    }
  });

  it('run on an nginx that knows `resolve` in an upstream (1.27.3 and later)', () => {
    const version = /^FROM nginx:(\d+)\.(\d+)/m.exec(
      dockerfile.slice(dockerfile.lastIndexOf('\nFROM ')),
    );
    expect(version).not.toBeNull();
    const [major, minor] = [Number(version?.[1]), Number(version?.[2])];
    expect(major > 1 || (major === 1 && minor >= 28)).toBe(true);
  });

  it('without compose (the tests) keep the image default: resolved once, same parameters', () => {
    expect(imageEnv.BFF_SERVER_OPTIONS).toBe(BFF_SERVER_OPTIONS);
    expect(imageEnv.BFF_SERVER_OPTIONS).not.toContain('resolve');
    const config = envsubst(readFileSync(NGINX_TEMPLATE, 'utf8'), {
      ...imageEnv,
      NGINX_STYLE_HASHES: "'x'",
      NGINX_SCRIPT_HASHES: "'y'",
    });
    expect(config).toContain('server bff:5000 max_fails=3 fail_timeout=10s;');
  });

  it("is refused by this machine's nginx, as the header says (so the live test needs the image)", async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'nginx-resolve-'));
    try {
      const conf = path.join(folder, 'nginx.conf');
      await writeFile(
        conf,
        `pid ${folder}/nginx.pid; error_log stderr; events {} http {
          resolver 127.0.0.11 valid=5s;
          upstream bff { zone bff 64k; server localhost:5000 resolve; }
          server { listen 127.0.0.1:1; location / { proxy_pass http://bff; } }
        }`,
      );
      const version = await promisify(execFile)('nginx', ['-v']).then(
        ({ stderr }) => stderr,
        (error) => String(error),
      );
      const test = await promisify(execFile)('nginx', ['-t', '-p', folder, '-c', conf]).then(
        () => 'accepted',
        (error) => String(error.stderr ?? error),
      );
      const [, major = '0', minor = '0', patch = '0'] =
        /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(version) ?? [];
      const knowsResolve =
        Number(major) > 1 || Number(minor) > 27 || (Number(minor) === 27 && Number(patch) >= 3);
      if (knowsResolve) expect(test).toBe('accepted');
      else expect(test).toMatch(/invalid parameter "resolve"/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
