import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { vitePrerenderPlugin } from 'vite-prerender-plugin';
import { siteFiles } from './vite-plugins/site-files';

const backend = process.env.VITE_DEV_BACKEND ?? 'http://localhost:5000';

export default defineConfig({
  plugins: [
    react(),
    vitePrerenderPlugin({
      renderTarget: '#root',
      prerenderScript: path.resolve(import.meta.dirname, 'src/prerender.tsx'),
      // The shell served for client-only routes (/blog/:slug, /admin/...): no page content,
      // so nothing from another page flashes before the app renders.
      additionalPrerenderRoutes: ['/app-shell.html'],
    }),
    siteFiles(),
  ],
  build: {
    // Everything fingerprinted lives under /static/, which nginx caches for a year.
    assetsDir: 'static',
    // Lets the budget check follow each page's chunk graph (build/js-budget.ts).
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
      },
    },
  },
  server: {
    proxy: { '/api': backend, '/uploads': backend },
  },
});
