import { startTestModule, type TestModule } from '@site/common/testing';
import { type PostForm } from '@site/contract';
import { BlogModule } from './blog.module.js';
import { blogEntities, blogMigrations } from './index.js';
import { OBJECT_STORAGE, type ObjectStorage } from './storage/object-storage.js';

/** The blog module on a real PostgreSQL, as the bff runs it, storing files in `directory`
 * (or in `storage`, to fail on purpose). */
export function startBlog(directory: string, storage?: ObjectStorage): Promise<TestModule> {
  return startTestModule({
    entities: blogEntities,
    migrations: blogMigrations,
    imports: [BlogModule.forRoot({ storage: { driver: 'disk', directory } })],
    override: storage
      ? (builder) => builder.overrideProvider(OBJECT_STORAGE).useValue(storage)
      : undefined,
  });
}

/** A valid post form for `slug`. */
export function postForm(
  slug: string,
  overrides: Partial<PostForm> = {},
  tags = 'Web Development',
): PostForm {
  return {
    title: `Title of ${slug}`,
    slug,
    excerpt: 'A short excerpt.',
    content: '<p>Body text.</p>',
    readTime: '3 min read',
    tags,
    ...overrides,
  };
}
