// @ts-check
// testkit's renderer: the wrapper other suites rely on (everything inside the prefix) and the
// per-upstream expansion of the template's `server ${BFF_HOST}:${BFF_PORT}` lines.
import { describe, expect, it } from '@jest/globals';
import { renderNginxConfig, renderTemplate } from '@site/testkit';

describe('renderNginxConfig', () => {
  const conf = renderNginxConfig({
    upstreams: ['127.0.0.1:4001', '127.0.0.1:4002'],
    root: '/srv/site',
    prefix: '/tmp/prefix-x',
    port: 8123,
  });

  it('runs in the foreground with pid, temp paths and both caches inside the prefix', () => {
    expect(conf).toMatch(/^daemon off;$/m);
    expect(conf).toContain('pid /tmp/prefix-x/nginx.pid;');
    for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      expect(conf).toContain(`${temp}_temp_path /tmp/prefix-x/temp/${temp};`);
    }
    expect(conf).toMatch(/proxy_cache_path \/tmp\/prefix-x\/cache\/api /);
    expect(conf).toMatch(/proxy_cache_path \/tmp\/prefix-x\/cache\/api-uploads /);
    expect(conf).toContain('listen 127.0.0.1:8123 default_server;');
    expect(conf).toContain('root /srv/site;');
    const directives = conf.split('\n').filter((line) => !line.trimStart().startsWith('#'));
    expect(directives.join('\n')).not.toMatch(/\$\{/);
  });

  it('lists every bff in every upstream block', () => {
    for (const name of ['bff', 'bff_by_client']) {
      const block = new RegExp(`upstream ${name} \\{([^}]*)\\}`).exec(conf)?.[1] ?? '';
      const servers = [...block.matchAll(/^\s*server (\S+)/gm)].map((match) => match[1]);
      expect(servers).toEqual(['127.0.0.1:4001', '127.0.0.1:4002']);
    }
  });

  it('keeps nginx variables for nginx', () => {
    expect(conf).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(conf).toContain('hash $binary_remote_addr consistent;');
  });

  it('refuses upstreams that are not host:port', () => {
    const render = (/** @type {string[]} */ upstreams) =>
      renderTemplate({ upstreams, root: '/r', listen: '80', cacheDir: '/c' });
    expect(() => render(['localhost'])).toThrow(/host:port/);
    expect(() => render([])).toThrow(/at least one upstream/);
    expect(render(['bff:5000'])).toContain('server bff:5000 ');
  });
});
