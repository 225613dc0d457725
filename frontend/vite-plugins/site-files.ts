import { loadEnv, type Plugin } from 'vite';

/**
 * Writes sitemap.xml (every prerendered public page) and robots.txt (keeping crawlers out of
 * /admin) next to the build, from the pages the prerender step produced: the paths of the route
 * table's prerender lists, each a `<path>/index.html`. (The app shell and the 404 page are files,
 * not pages.) site.json records the address baked in (VITE_SITE_URL), which the bff and the web
 * image compare with SITE_URL at start.
 */
export function siteFiles(): Plugin {
  let siteUrl = 'http://localhost:5000';
  return {
    name: 'site-files',
    enforce: 'post',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_');
      // Read as src/content/company.ts reads it, so the pages and these files agree.
      const given = (env.VITE_SITE_URL || process.env.VITE_SITE_URL || '').trim();
      siteUrl = (given || siteUrl).replace(/\/+$/, '');
      if (!URL.canParse(siteUrl) || !/^https?:$/.test(new URL(siteUrl).protocol)) {
        throw new Error(
          `VITE_SITE_URL must be the site's http(s) address, such as https://www.example.com (got ${JSON.stringify(given)})`,
        );
      }
    },
    generateBundle(_options, bundle) {
      // The prerender entry runs at build time only; no page references it.
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk' && output.name === 'prerender') delete bundle[file];
      }
      const paths = Object.keys(bundle)
        .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
        .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\/index\.html$/, '')}`))
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
      this.emitFile({
        type: 'asset',
        fileName: 'site.json',
        source: `${JSON.stringify({ siteUrl })}\n`,
      });
    },
  };
}
