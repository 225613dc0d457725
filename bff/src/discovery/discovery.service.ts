import { Inject, Injectable, Logger } from '@nestjs/common';
import { feedImageKey, PostDiscovery } from '@site/blog';
import { APP_CONFIG } from '../config/app-config.js';
import { type RuntimeConfig } from '../config/runtime-config.js';
import { type BuiltSite, readBuiltSite } from './built-site.js';
import { Revalidated } from './revalidated.js';
import { type FeedItem, renderFeed } from './rss.js';
import { renderSitemap } from './sitemap.js';

/** How many posts the feed carries. */
export const FEED_POSTS = 20;

/**
 * The sitemap and the feed, rebuilt only when the blog changed: each request first reads the
 * blog's version (one aggregate query, kept by the read cache until the posts change), so a new,
 * edited or deleted post shows at once.
 */
@Injectable()
export class DiscoveryService {
  private readonly site: BuiltSite;
  private readonly siteUrl: string;
  private readonly sitemapCache = new Revalidated<string>();
  private readonly feedCache = new Revalidated<string>();

  constructor(
    @Inject(APP_CONFIG) config: RuntimeConfig,
    private readonly posts: PostDiscovery,
  ) {
    this.siteUrl = config.siteUrl;
    const { problem, ...site } = readBuiltSite(config.frontendDist);
    this.site = site;
    if (problem && config.production) {
      new Logger('Discovery').warn(
        `sitemap.xml lists the home page and the blog only, no other page: ${problem}`,
      );
    }
  }

  async sitemap(): Promise<string> {
    const { key, newest } = await this.posts.version();
    return this.sitemapCache.get(key, async () => {
      const [posts, tags] = await Promise.all([this.posts.postPages(), this.posts.tagPages()]);
      const { siteUrl } = this;
      return {
        value: renderSitemap({ siteUrl, pages: this.site.pages, newest, posts, tags }),
        complete: true,
      };
    });
  }

  async feed(): Promise<string> {
    const { key, newest } = await this.posts.version();
    return this.feedCache.get(key, async () => {
      const posts = await this.posts.feedPosts(FEED_POSTS);
      const items: FeedItem[] = await Promise.all(
        posts.map(async (post) => {
          const imageKey = feedImageKey(post);
          return {
            ...post,
            imageKey,
            imageBytes: imageKey ? await this.posts.imageSize(imageKey) : undefined,
          };
        }),
      );
      return {
        value: renderFeed({
          siteUrl: this.siteUrl,
          siteName: this.site.siteName ?? new URL(this.siteUrl).host,
          newest,
          posts: items,
        }),
        // A size storage could not tell is asked again by the next request.
        complete: items.every((item) => !item.imageKey || item.imageBytes !== undefined),
      };
    });
  }
}
