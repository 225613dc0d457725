import { randomBytes } from 'node:crypto';
import { ConfigurableModuleBuilder, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PostAudit } from './audit/post-audit.js';
import { PostAdminReads } from './admin/post-admin-reads.js';
import { PostDiscovery } from './discovery/post-discovery.js';
import { createImagePipeline } from './images/image-pipeline.js';
import { IMAGE_MAINTENANCE_PROVIDERS } from './post-images/image-maintenance.js';
import { IMAGE_PIPELINE } from './post-images/post-images.js';
import { PostEntity } from './post.entity.js';
import { PostsService } from './posts.service.js';
import { PREVIEW_LINK_SECRET, PreviewLinks } from './preview/preview-links.js';
import { PreviewLinkEntity } from './preview/preview-link.entity.js';
import {
  DEFAULT_POST_CLOCK_OPTIONS,
  POST_CLOCK_OPTIONS,
  PostClock,
  type PostClockOptions,
} from './publishing/post-clock.js';
import { PostRevisionEntity } from './revisions/post-revision.entity.js';
import { BlogChanges, listenerConnection } from './read-cache/blog-changes.js';
import { BlogReadCache } from './read-cache/read-cache.js';
import { createObjectStorage } from './storage/create-object-storage.js';
import {
  OBJECT_STORAGE,
  type ObjectStorage,
  type StorageOptions,
} from './storage/object-storage.js';

export interface BlogModuleOptions {
  storage: StorageOptions;
  /** The read cache of the list and post pages (default on, 8 MB). */
  readCache?: { enabled: boolean; maxBytes?: number };
  /** Signs share links; the same in every replica (default: random, for one process). */
  previewSecret?: string;
  /** The publishing clock (default: look at least every 5 s, purge the trash hourly). */
  clock?: Partial<PostClockOptions>;
  /** Wraps the storage the module builds, e.g. to time its calls (the bff's metrics). */
  wrapStorage?: (storage: ObjectStorage) => ObjectStorage;
}

const { ConfigurableModuleClass, MODULE_OPTIONS_TOKEN } =
  new ConfigurableModuleBuilder<BlogModuleOptions>().setClassMethodName('forRoot').build();

/** Posts and their images. Import with BlogModule.forRoot({ storage }). */
@Module({
  imports: [TypeOrmModule.forFeature([PostEntity, PostRevisionEntity, PreviewLinkEntity])],
  providers: [
    PostsService,
    PostAudit,
    PostAdminReads,
    PreviewLinks,
    PostClock,
    PostDiscovery,
    {
      provide: PREVIEW_LINK_SECRET,
      useFactory: (options: BlogModuleOptions) =>
        options.previewSecret ?? randomBytes(32).toString('hex'),
      inject: [MODULE_OPTIONS_TOKEN],
    },
    {
      provide: POST_CLOCK_OPTIONS,
      useFactory: (options: BlogModuleOptions): PostClockOptions => ({
        ...DEFAULT_POST_CLOCK_OPTIONS,
        ...options.clock,
      }),
      inject: [MODULE_OPTIONS_TOKEN],
    },
    ...IMAGE_MAINTENANCE_PROVIDERS,
    // One image at a time: a 12 MP photo takes about 100 MB of libvips memory while it is made.
    { provide: IMAGE_PIPELINE, useFactory: () => createImagePipeline({ concurrency: 1 }) },
    {
      provide: BlogChanges,
      useFactory: (dataSource: DataSource, options: BlogModuleOptions) =>
        options.readCache?.enabled === false
          ? null
          : new BlogChanges({ connection: listenerConnection(dataSource) }),
      inject: [DataSource, MODULE_OPTIONS_TOKEN],
    },
    {
      provide: BlogReadCache,
      useFactory: (changes: BlogChanges | null, options: BlogModuleOptions) =>
        changes && new BlogReadCache(changes, { maxBytes: options.readCache?.maxBytes }),
      inject: [BlogChanges, MODULE_OPTIONS_TOKEN],
    },
    {
      provide: OBJECT_STORAGE,
      useFactory: (options: BlogModuleOptions): ObjectStorage => {
        const storage = createObjectStorage(options.storage);
        return options.wrapStorage ? options.wrapStorage(storage) : storage;
      },
      inject: [MODULE_OPTIONS_TOKEN],
    },
  ],
  exports: [
    PostsService,
    PostAdminReads,
    PreviewLinks,
    PostClock,
    PostDiscovery,
    OBJECT_STORAGE,
    BlogChanges,
    BlogReadCache,
  ],
})
export class BlogModule extends ConfigurableModuleClass {}
