// Real nginx with the project's own config (infra/nginx/templates/default.conf.template, the
// file the image renders) in front of bff processes on 127.0.0.1: a private prefix in a
// temporary folder, a foreground master (`daemon off`), every temp path inside the prefix.
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from './net.js';
import { REPO_ROOT } from './paths.js';

/** The one template: the nginx image renders it from /etc/nginx/templates at start-up. */
export const NGINX_TEMPLATE = path.join(
  REPO_ROOT,
  'infra',
  'nginx',
  'templates',
  'default.conf.template',
);

/** The bff servers' parameters, as the image sets them (the container stack adds `resolve`). */
export const BFF_SERVER_OPTIONS = 'max_fails=3 fail_timeout=10s';

/** The variables the template uses; the image's envsubst substitutes the same ones. */
export const TEMPLATE_VARIABLES = [
  'NGINX_LISTEN',
  'NGINX_ROOT',
  'NGINX_CACHE_DIR',
  'NGINX_STYLE_HASHES',
  'NGINX_SCRIPT_HASHES',
  'BFF_HOST',
  'BFF_PORT',
  'BFF_SERVER_OPTIONS',
  'NGINX_RESOLVER',
];

/**
 * What envsubst does with `${NAME}` (and `$NAME`) for the listed names, and only those: nginx's
 * own `$variables` stay as they are.
 */
export function envsubst(text: string, values: Record<string, string>): string {
  return text.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (all, a: string | undefined, b: string | undefined) => {
      const name = a ?? b ?? '';
      return Object.hasOwn(values, name) ? String(values[name]) : all;
    },
  );
}

export interface RenderTemplateOptions {
  /** 'host:port' of each bff. */
  upstreams: string[];
  root: string;
  listen: string;
  cacheDir: string;
}

/**
 * The template rendered for loopback upstreams: each line naming ${BFF_HOST}/${BFF_PORT}
 * (an upstream `server` line) is repeated once per upstream, then the variables are
 * substituted as the image's envsubst would.
 */
export function renderTemplate({ upstreams, root, listen, cacheDir }: RenderTemplateOptions) {
  if (!upstreams.length) throw new Error('nginx: at least one upstream (host:port) is needed');
  const template = readFileSync(NGINX_TEMPLATE, 'utf8');
  const lines = template.split('\n').flatMap((line) => {
    if (!/\$\{BFF_(HOST|PORT)\}/.test(line) || line.trimStart().startsWith('#')) return [line];
    if (!/^\s*server\s/.test(line)) {
      throw new Error(`nginx template: \${BFF_HOST} outside an upstream server line: ${line}`);
    }
    return upstreams.map((upstream) => {
      const match = /^(.+):(\d+)$/.exec(upstream);
      if (!match) throw new Error(`nginx: upstream must be host:port, got ${upstream}`);
      const [, host = '', port = ''] = match;
      return envsubst(line, { BFF_HOST: host, BFF_PORT: port });
    });
  });
  return envsubst(lines.join('\n'), {
    NGINX_LISTEN: listen,
    NGINX_ROOT: root,
    NGINX_CACHE_DIR: cacheDir,
    ...inlineHashesOf(root),
    // As in the image, without `resolve`: the tests' upstreams are addresses already.
    BFF_SERVER_OPTIONS,
    NGINX_RESOLVER: '127.0.0.1',
  });
}

/** The CSP sources of the style and the script inside the build's pages, as the image's
 * 10-inline-hashes.envsh reads them from site.json; none for a root without one. */
export function inlineHashesOf(root: string): {
  NGINX_STYLE_HASHES: string;
  NGINX_SCRIPT_HASHES: string;
} {
  const file = path.join(root, 'site.json');
  const site = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as {
        styleSources?: string[];
        scriptSources?: string[];
      })
    : {};
  return {
    NGINX_STYLE_HASHES: (site.styleSources ?? []).join(' '),
    NGINX_SCRIPT_HASHES: (site.scriptSources ?? []).join(' '),
  };
}

function mimeTypesDirective(): string {
  if (existsSync('/etc/nginx/mime.types')) return 'include /etc/nginx/mime.types;';
  return `types {
        text/html html; text/css css; text/javascript js mjs; application/json json;
        image/svg+xml svg; image/png png; image/jpeg jpg jpeg; image/webp webp; image/gif gif;
        text/plain txt; application/xml xml; image/x-icon ico; font/woff2 woff2;
    }`;
}

export interface NginxConfigOptions {
  upstreams: string[];
  root: string;
  prefix: string;
  port?: number;
  workers?: number | 'auto';
  accessLog?: boolean;
}

/**
 * A complete nginx.conf for `nginx -p PREFIX -c conf/nginx.conf`: the rendered template inside
 * an `http` block like the official image's, with pid, logs, temp folders and the API cache
 * all inside the prefix.
 */
export function renderNginxConfig({
  upstreams,
  root,
  prefix,
  port = 8080,
  workers = 'auto',
  accessLog = true,
}: NginxConfigOptions): string {
  const p = (name: string) => path.join(prefix, name);
  const site = renderTemplate({
    upstreams,
    root: path.resolve(root),
    listen: `127.0.0.1:${port}`,
    cacheDir: p('cache/api'),
  });
  return `# Written by @site/testkit: the wrapper the official image's nginx.conf provides,
# with everything inside ${prefix}.
daemon off;
master_process on;
worker_processes ${workers};
pid ${p('nginx.pid')};
error_log stderr notice;

events {
    worker_connections 4096;
}

http {
    ${mimeTypesDirective()}
    default_type application/octet-stream;

    log_format testkit '$remote_addr "$request" $status $body_bytes_sent '
                       'upstream=$upstream_addr cache=$upstream_cache_status '
                       'rt=$request_time id=$request_id';
    access_log ${accessLog ? `${p('logs/access.log')} testkit` : 'off'};

    client_body_temp_path ${p('temp/client_body')};
    proxy_temp_path ${p('temp/proxy')};
    fastcgi_temp_path ${p('temp/fastcgi')};
    uwsgi_temp_path ${p('temp/uwsgi')};
    scgi_temp_path ${p('temp/scgi')};

    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;

    # ---- infra/nginx/templates/default.conf.template, rendered ----
${site}
}
`;
}

function findNginx(): string {
  const candidates = [
    process.env.NGINX_BIN,
    '/usr/sbin/nginx',
    ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'nginx')),
  ].filter((candidate): candidate is string => Boolean(candidate));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // next
    }
  }
  throw new Error(
    'nginx is not installed (looked at $NGINX_BIN, /usr/sbin/nginx and PATH): ' +
      'install it with `apt-get install -y nginx` (.ci/run does).',
  );
}

/** True when `other` users can read `dir` and reach it (nginx workers run as nobody). */
function worldReadable(dir: string): boolean {
  try {
    if ((statSync(dir).mode & 0o005) !== 0o005) return false;
    for (let at = path.dirname(dir); ; at = path.dirname(at)) {
      if ((statSync(at).mode & 0o001) === 0) return false;
      if (at === path.dirname(at)) return true;
    }
  } catch {
    return false;
  }
}

export interface StartNginxOptions {
  /** 'host:port' of each bff. */
  upstreams: string[];
  /** The folder to serve (default: frontend/dist). */
  root?: string;
  /** Serve a private copy of `root` (also done when nobody could read it), so a rebuild of the
   * frontend while nginx runs changes nothing. */
  copyRoot?: boolean;
  workers?: number | 'auto';
  accessLog?: boolean;
}

export interface RunningNginx {
  url: string;
  port: number;
  prefix: string;
  output(): string;
  /** The access log: `addr "request" status bytes upstream=… cache=… rt=… id=…` per line. */
  accessLog(): Promise<string>;
  /** Re-reads conf/nginx.conf (edit it first to change something) and waits for new workers. */
  reload(): Promise<void>;
  /** Graceful stop (SIGQUIT, SIGKILL after 10 s); removes the prefix. */
  stop(): Promise<void>;
}

/** Starts nginx in the foreground on a free 127.0.0.1 port with the project's config. */
export async function startNginx({
  upstreams,
  root = path.join(REPO_ROOT, 'frontend', 'dist'),
  copyRoot = false,
  workers = 'auto',
  accessLog = true,
}: StartNginxOptions): Promise<RunningNginx> {
  const nginx = findNginx();
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`nginx: ${root} holds no index.html (build the frontend first)`);
  }
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'site-nginx-'));
  await chmod(prefix, 0o755);
  for (const dir of ['conf', 'logs', 'temp', 'cache']) await mkdir(path.join(prefix, dir));
  let served = path.resolve(root);
  if (copyRoot || !worldReadable(served)) {
    served = path.join(prefix, 'html');
    await cp(root, served, { recursive: true });
    await chmod(served, 0o755);
  }
  const port = await freePort();
  const conf = path.join(prefix, 'conf', 'nginx.conf');
  await writeFile(
    conf,
    renderNginxConfig({ upstreams, root: served, prefix, port, workers, accessLog }),
  );

  const child = spawn(nginx, ['-p', prefix, '-c', 'conf/nginx.conf', '-e', 'stderr'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.on('error', (error) => (output += `\n${error.message}`));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${url}/robots.txt`)).status > 0, {
    timeoutMs: 15_000,
    intervalMs: 50,
    describe: () => `nginx did not start:\n${output}`,
    giveUp: () => (child.exitCode === null ? undefined : `nginx exited at start-up:\n${output}`),
  }).catch(async (error: unknown) => {
    child.kill('SIGKILL');
    await rm(prefix, { recursive: true, force: true });
    throw error;
  });

  return {
    url,
    port,
    prefix,
    output: () => output,
    accessLog: () => readFile(path.join(prefix, 'logs', 'access.log'), 'utf8').catch(() => ''),
    async reload() {
      const before = output.split('reconfiguring').length;
      child.kill('SIGHUP');
      await waitFor(() => output.split('reconfiguring').length > before, {
        timeoutMs: 10_000,
        intervalMs: 20,
        describe: () => `nginx did not reload:\n${output}`,
      });
      await waitFor(async () => (await fetch(`${url}/robots.txt`)).status > 0, {
        timeoutMs: 10_000,
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
