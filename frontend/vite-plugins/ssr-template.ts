import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { type Plugin } from 'vite';

/** The page the server renderer fills: the browser build's app shell (its script and stylesheet
 * links), copied beside the renderer as template.html, so dist-ssr/ is all the bff needs. */
export function ssrTemplate(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'ssr-template',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(root, config.build.outDir);
    },
    async closeBundle() {
      const shell = path.resolve(root, 'dist', 'app-shell.html');
      try {
        await copyFile(shell, path.join(outDir, 'template.html'));
      } catch (error) {
        throw new Error(`Build the browser bundle first (vite build): ${shell} is missing.`, {
          cause: error,
        });
      }
    },
  };
}
