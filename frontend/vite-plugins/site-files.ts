import { loadEnv, type Plugin } from 'vite';

/** Pages that exist as HTML but are not destinations: the client-route shell. */
const NOT_IN_SITEMAP = new Set(['/app-shell.html']);

/**
 * Writes sitemap.xml (every prerendered public page) and robots.txt (keeping crawlers out of
 * /admin) next to the build, from the pages the prerender step actually produced.
 */
export function siteFiles(): Plugin {
  let siteUrl = 'http://localhost:5000';
  return {
    name: 'site-files',
    enforce: 'post',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_');
      siteUrl = (env.VITE_SITE_URL || process.env.VITE_SITE_URL || siteUrl).replace(/\/+$/, '');
    },
    generateBundle(_options, bundle) {
      // The prerender entry runs at build time only; no page references it.
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk' && output.name === 'prerender') delete bundle[file];
      }
      const paths = Object.keys(bundle)
        .filter((file) => file.endsWith('.html'))
        .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\/?index\.html$/, '')}`))
        .filter((route) => !NOT_IN_SITEMAP.has(route))
        .sort();
      const urls = paths.map((route) => `  <url><loc>${siteUrl}${route}</loc></url>`).join('\n');
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: `User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
      });
    },
  };
}
