import type { PostView } from '@site/contract';

/** A post as the API sends it; specs override what they test. */
export const SAMPLE_POST: PostView = {
  _id: 'p1',
  title: 'Choosing a hosting plan',
  slug: 'choosing-a-hosting-plan',
  excerpt: 'Shared or VPS.',
  content: '<p>Body</p>',
  readTime: '4 min read',
  tags: ['Hosting', 'Web'],
  image: 'uploads/k.png',
  images: null,
  status: 'published',
  publishedAt: '2026-11-01T09:00:00.000Z',
  version: 1,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};
