import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip, constants } from 'node:zlib';
import { type Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const TEXT = /\.(js|css|html|svg|json|xml|txt)$/;

/**
 * Writes `<file>.gz` (gzip level 9) beside every text file of the build, for nginx's
 * `gzip_static`: visitors get the smallest gzip once, made at build time, instead of a quicker,
 * larger one made on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every other plugin (the prerendered pages included) has written its files.
    async closeBundle() {
      for (const file of await filesUnder(outDir)) {
        if (!TEXT.test(file)) continue;
        const source = await readFile(file);
        const packed = await gzipAsync(source, { level: constants.Z_BEST_COMPRESSION });
        if (packed.length < source.length) await writeFile(`${file}.gz`, packed);
      }
    },
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir);
  const nested = await Promise.all(
    entries.map(async (name) => {
      const full = path.join(dir, name);
      return (await stat(full)).isDirectory() ? filesUnder(full) : [full];
    }),
  );
  return nested.flat();
}
