import { loadEnv, type Plugin } from 'vite';

/**
 * Writes robots.txt (keeping crawlers out of /admin and naming the sitemap) and site.json next
 * to the build. site.json records the address baked in (VITE_SITE_URL), which the bff and the
 * web image compare with SITE_URL at start; the prerendered pages (each a `<path>/index.html`
 * from the route table's prerender lists; the app shell and the 404 page are files, not pages)
 * and the company's name, from which the bff serves sitemap.xml and the blog's feed; and the
 * Content-Security-Policy sources of the styles and the script inside the pages (first-paint.ts),
 * for nginx.
 */
export function siteFiles({
  styleSources,
  scriptSources,
}: {
  styleSources: () => string[];
  scriptSources: () => string[];
}): Plugin {
  let siteUrl = 'http://localhost:5000';
  let siteName = 'Example IT Solutions';
  return {
    name: 'site-files',
    enforce: 'post',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_');
      // Read as src/content/company.ts reads it, so the pages and these files agree.
      const given = (env.VITE_SITE_URL || process.env.VITE_SITE_URL || '').trim();
      siteUrl = (given || siteUrl).replace(/\/+$/, '');
      siteName = (env.VITE_COMPANY_NAME || process.env.VITE_COMPANY_NAME || '').trim() || siteName;
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
      const pages = Object.keys(bundle)
        .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
        .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\/index\.html$/, '')}`))
        .sort();
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: `User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: 'site.json',
        source: `${JSON.stringify({
          siteUrl,
          siteName,
          pages,
          styleSources: styleSources(),
          scriptSources: scriptSources(),
        })}\n`,
      });
    },
  };
}
