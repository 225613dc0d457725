import { articles } from '../content/articles.js';
import { careers } from '../content/careers.js';
import { services } from '../content/services.js';

/** Every public route with fixed content: prerendered at build time and listed in the sitemap.
 * (/blog/:slug depends on the API and is rendered in the browser.) */
export function publicPaths(): string[] {
  return [
    '/',
    '/about',
    '/services',
    ...services.map((service) => `/services/${service.id}`),
    '/contact',
    '/careers',
    ...careers.categories.map((category) => `/careers/${category.id}`),
    '/resources',
    '/knowledge-center',
    ...articles.map((article) => `/knowledge-center/${article.slug}`),
    '/faqs',
    '/pdf-guide',
    '/courses',
    '/projects',
    '/blog',
    '/web-development',
    '/app-development',
    '/digital-marketing',
    '/graphic-design',
    '/marketing',
    '/privacy-policy',
    '/terms-conditions',
  ];
}
