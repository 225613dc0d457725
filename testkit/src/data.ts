import type { NewMessage, PostForm } from '@site/contract';

/** A contact message every rule accepts. */
export const VALID_MESSAGE = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  company: 'Khan Traders',
  phone: '+92 (51) 123-4567',
  message: 'We need a website for our shop in Saddar.',
} satisfies NewMessage;

/** The text fields of a post form every rule accepts. */
export const VALID_POST = {
  title: 'Choosing a hosting plan',
  slug: 'choosing-a-hosting-plan',
  excerpt: 'Shared, VPS or managed: what each costs and when it fits.',
  content: '<h2>Shared hosting</h2><p>Cheapest, and fine for a brochure site.</p>',
  readTime: '4 min read',
  tags: 'Hosting, Web Development',
} satisfies Required<
  Omit<PostForm, 'imageAlt' | 'imageDecorative' | 'status' | 'publishAt' | 'version' | 'autosave'>
>;

/** Addresses no page has, which the bff and nginx must both answer with the 404 page: unknown
 * paths, and unknown values of patterns that exist. */
export const UNKNOWN_PATHS = [
  '/this/does/not/exist',
  '/services/no-such-service',
  '/knowledge-center/nope',
  '/careers/nope',
  '/blog/some-slug/extra',
  '/administrator',
] as const;
