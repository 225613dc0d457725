import { CreatePosts1763800000000 } from './migrations/1763800000000-create-posts.js';
import { PostListIndexes1763900000000 } from './migrations/1763900000000-post-list-indexes.js';
import { PostImages1764000000000 } from './migrations/1764000000000-post-images.js';
import { BlogChangedNotify1764100000000 } from './migrations/1764100000000-blog-changed-notify.js';
import { PostPublishing1764200000000 } from './migrations/1764200000000-post-publishing.js';
import { PostDashboardIndexes1764300000000 } from './migrations/1764300000000-post-dashboard-indexes.js';
import { PostEntity } from './post.entity.js';
import { PreviewLinkEntity } from './preview/preview-link.entity.js';
import { PostRevisionEntity } from './revisions/post-revision.entity.js';

export { BlogModule, type BlogModuleOptions } from './blog.module.js';
export {
  isPublic,
  type PostListPage,
  type PostListQuery,
  type PostNeighbours,
  type PostSaveOptions,
  PostsService,
  type PostWithNeighbours,
  type Visibility,
} from './posts.service.js';
export {
  type AdminPostPage,
  type AdminPostQuery,
  PostAdminReads,
  type PostCounts,
  type RevisionSummary,
} from './admin/post-admin-reads.js';
export { type IssuedPreviewLink, PreviewLinks } from './preview/preview-links.js';
export { PreviewLinkEntity } from './preview/preview-link.entity.js';
export { PostClock, type PostClockOptions } from './publishing/post-clock.js';
export {
  PostRevisionEntity,
  type PostSnapshot,
  type RevisionKind,
} from './revisions/post-revision.entity.js';
export { BLOG_CHANGED_CHANNEL, BlogChanges } from './read-cache/blog-changes.js';
export {
  BlogReadCache,
  type BlogReadCacheOptions,
  DEFAULT_READ_CACHE_BYTES,
  LARGEST_CACHED_SHARE,
} from './read-cache/read-cache.js';
export { PostEntity } from './post.entity.js';
export {
  type BlogVersion,
  type DatedSlug,
  feedImageKey,
  type FeedPost,
  PostDiscovery,
} from './discovery/post-discovery.js';
export { feedHtml } from './discovery/feed-html.js';
export { contentTypeOfKey, isImageKey } from './image-types.js';
export { createObjectStorage } from './storage/create-object-storage.js';
export {
  createImagePipeline,
  type ImagePipeline,
  type ImagePipelineOptions,
  type ProcessedImage,
  type StoredImageFile,
} from './images/image-pipeline.js';
export { type ImageUpload, keysOf } from './post-images/post-images.js';
export { SAMPLE_POSTS } from './seed/sample-posts.js';
export { sanitizePostHtml } from './content/sanitize-post-html.js';
export {
  OBJECT_STORAGE,
  type ObjectStorage,
  type StorageOptions,
  type StoredObject,
} from './storage/object-storage.js';

export const blogEntities = [PostEntity, PostRevisionEntity, PreviewLinkEntity];
export const blogMigrations = [
  CreatePosts1763800000000,
  PostListIndexes1763900000000,
  PostImages1764000000000,
  BlogChangedNotify1764100000000,
  PostPublishing1764200000000,
  PostDashboardIndexes1764300000000,
];
