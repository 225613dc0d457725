import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { vitePrerenderPlugin } from 'vite-prerender-plugin';
import { APP_ENTRY, firstPaint } from './vite-plugins/first-paint.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { rasterIllustrations } from './vite-plugins/raster-illustrations.ts';
import { siteFiles } from './vite-plugins/site-files.ts';
import { ssrTemplate } from './vite-plugins/ssr-template.ts';

const backend = process.env.VITE_DEV_BACKEND ?? 'http://localhost:5000';

/** `vite build --ssr src/ssr.tsx`: the blog's server renderer, one self-contained ES module
 * (dist-ssr/ssr.js, React and the router inside) that the bff imports. Asset URLs are the same as
 * the browser build's; the files themselves are only in dist/. Its template.html is the browser
 * build's app shell. */
const serverRenderer: UserConfig = {
  plugins: [react(), rasterIllustrations(), ssrTemplate()],
  publicDir: false,
  ssr: { noExternal: true },
  // React's production builds inside, whatever NODE_ENV the bff runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-ssr',
    assetsDir: 'static',
    assetsInlineLimit: 0,
    sourcemap: false,
    // Minified as the browser's build is: the bff holds this module's source for as long as it
    // runs (1.2 MB unminified, twice that in memory), and parses it at every start.
    minify: true,
    rolldownOptions: { output: { entryFileNames: 'ssr.js' } },
  },
};

const pages = firstPaint();

const browser: UserConfig = {
  plugins: [
    react(),
    rasterIllustrations(),
    vitePrerenderPlugin({
      renderTarget: '#root',
      prerenderScript: path.resolve(import.meta.dirname, 'src/prerender.tsx'),
      // The shell served for client-only routes (/blog/:slug, /admin/...): no page content,
      // so nothing from another page flashes before the app renders. 404.html: the not-found
      // page, served with status 404 for unknown paths.
      additionalPrerenderRoutes: ['/app-shell.html', '/404.html'],
    }),
    pages,
    siteFiles({ styleSources: pages.styleSources, scriptSources: pages.scriptSources }),
    precompress(),
  ],
  build: {
    // Everything fingerprinted lives under /static/, which nginx caches for a year.
    assetsDir: 'static',
    // Images stay files (cached for a year, loaded by the browser's image pipeline) rather
    // than data URIs inside the JavaScript every visitor must download and parse.
    assetsInlineLimit: 0,
    // No preload helper (1 KB in every page's entry): the content is prerendered, so a page's
    // chunk arriving one round trip later only delays hydration, never what the visitor sees.
    modulePreload: false,
    sourcemap: false,
    rolldownOptions: {
      // The pages, and the module that starts the app, which src/main.tsx loads (first-paint.ts).
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        [APP_ENTRY]: path.resolve(import.meta.dirname, 'src/boot.tsx'),
      },
      // A list of outputs (here one): vite-prerender-plugin leaves the chunking of an explicit
      // output list as it is, instead of adding a manualChunks that codeSplitting overrides.
      output: [
        {
          entryFileNames: 'static/js/[name]-[hash].js',
          chunkFileNames: 'static/js/[name]-[hash].js',
          // React, React DOM and the router load on every page: one file compresses better
          // than six small ones and costs one request.
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: (id) =>
                  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/.test(
                    id,
                  ) &&
                  // The build-time renderer (prerender) never ships to the browser.
                  !/react-dom[\\/](server|static)|react-dom-server/.test(id),
              },
            ],
          },
        },
      ],
    },
  },
  server: {
    proxy: { '/api': backend, '/uploads': backend },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderer : browser));
