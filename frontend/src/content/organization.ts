import type { HeroPath } from '../lib/routes.js';
import { company } from './company.js';

/**
 * Company facts that only search engines and link previews read (structured data, Open Graph).
 * Build/server side only: no page imports this, so none of it ships to the browser.
 */

/** The locality ending `company.address`; the rest of it is the street address. */
export const LOCALITY = 'Rawalpindi';

export const organizationFacts = {
  /** A LocalBusiness subtype: an office clients and students visit. */
  type: 'ProfessionalService',
  description:
    'Software, apps, websites, digital marketing, cyber security, design and printing for businesses, and short practical courses, from an office in Rawalpindi.',
  address: {
    streetAddress: company.address.replace(new RegExp(`,\\s*${LOCALITY}\\s*$`, 'i'), ''),
    addressLocality: LOCALITY,
    addressRegion: 'Punjab',
    addressCountry: 'PK',
  },
  areaServed: [
    { '@type': 'City', name: 'Rawalpindi' },
    { '@type': 'City', name: 'Islamabad' },
    { '@type': 'Country', name: 'Pakistan' },
  ],
  /** Classes are held at the office (content/courses.ts: evening and weekend timings). */
  courseMode: 'Onsite',
} as const;

/** Images for link previews, served from public/social (PNG: previews do not show SVG;
 * `frontend/scripts/social-images.mjs` renders them from the SVG banners). */
export const socialImages = {
  logo: { path: '/social/logo.png', width: 512, height: 512 },
  default: {
    path: '/social/default.png',
    width: 1200,
    height: 630,
    alt: `${company.name}: software, websites and marketing; IT services and short courses in Rawalpindi`,
  },
  /** The PNG copy of a banner under src/assets/images (`service-<id>.svg` →
   * `/social/service-<id>.png`). */
  banner: (name: string) => `/social/${name}.png`,
} as const;

/** A banner's PNG copy in public/social: its file name, pixel size and description. */
export interface Banner {
  name: string;
  width: number;
  height: number;
  alt: string;
}

/** The banners of the home and hero pages as previews: the same picture, size and description
 * as in content/home.ts and content/hero-pages.ts (a spec keeps them equal). Listed here because
 * those modules belong to their pages' chunks, which the prerender step must not split. */
export const pageBanners: Record<'/' | HeroPath, Banner> = {
  '/': {
    name: 'hero-home',
    width: 1200,
    height: 600,
    alt: 'A laptop showing a sales dashboard next to a phone showing a mobile app',
  },
  '/web-development': {
    name: 'hero-web-development',
    width: 1200,
    height: 600,
    alt: 'Code brackets beside a laptop and a phone showing the same web page',
  },
  '/app-development': {
    name: 'hero-app-development',
    width: 1200,
    height: 600,
    alt: 'A smartphone with a grid of app icons and a chart, with notification cards beside it',
  },
  '/digital-marketing': {
    name: 'hero-digital-marketing',
    width: 1200,
    height: 600,
    alt: 'A sales funnel beside a rising line chart and a target',
  },
  '/graphic-design': {
    name: 'hero-graphic-design',
    width: 1200,
    height: 600,
    alt: 'An artboard with overlapping shapes and a selection box, next to a colour palette',
  },
};

/** When each knowledge-center article was published and last changed (ISO 8601 dates). */
export const articleDates: Record<string, { published: string; modified?: string }> = {
  'what-to-ask-before-hiring-a-web-developer': { published: '2026-11-22' },
  'protect-your-business-whatsapp-from-takeover': { published: '2026-11-22' },
  'facebook-ads-budget-for-small-businesses': { published: '2026-11-22' },
  'google-business-profile-setup-guide': { published: '2026-11-22' },
  'do-you-need-an-app-or-a-website': { published: '2026-11-22' },
  'backups-for-small-offices': { published: '2026-11-22' },
};
