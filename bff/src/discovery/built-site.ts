import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** What the frontend build records in site.json (vite-plugins/site-files.ts) for the sitemap
 * and the feed. */
export interface BuiltSite {
  /** The prerendered public pages: '/', '/about', ... */
  pages: string[];
  /** The company's name, as the pages show it. */
  siteName?: string;
}

const SITE_FILE = 'site.json';

const schema = z.object({
  pages: z.array(z.string().regex(/^\/[^?#\s]*$/)).default([]),
  siteName: z.string().trim().min(1).optional(),
});

/** site.json of the build in `dist`; no build (the bff alone) records nothing. */
export function readBuiltSite(dist: string): BuiltSite & { problem?: string } {
  let text: string;
  try {
    text = readFileSync(path.join(dist, SITE_FILE), 'utf8');
  } catch {
    return { pages: [], problem: `${path.join(dist, SITE_FILE)} is missing` };
  }
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    return {
      pages: [],
      problem: `${path.join(dist, SITE_FILE)} is not valid: ${parsed.error.message}`,
    };
  } catch (error) {
    return { pages: [], problem: `${path.join(dist, SITE_FILE)} is not JSON: ${String(error)}` };
  }
}
