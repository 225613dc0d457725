/**
 * The bff's view of the frontend's server renderer (frontend/src/ssr.tsx, built into
 * frontend/dist-ssr/ssr.js): the renderer tells which data an address needs, the bff fetches it
 * (the same shapes the API answers), and the renderer writes the finished page. Types only.
 */
import type { PostNeighbours, PostPage, PostSummary, PostView } from './api.js';
import type { ResponsiveImage } from './images.js';

/** What a blog address needs. */
export type BlogPageAddress =
  /** A list page: one page of post summaries, as GET /api/blogs?fields=summary&page=&pageSize=
   * &tag=&q= answers (pageSize 12); null: nothing to fetch (a search without words). */
  | { kind: 'list'; query: { page: number; tag?: string; q?: string } | null }
  /** One post, with what GET /api/blogs/{slug}/related answers. */
  | { kind: 'post'; slug: string }
  /** Another address says the same (page 1 of a list): answer 301 to it. */
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

/** What a post's card draws: a list page carries only this of each post (of its image, the
 * variants a card needs, without the social card). */
export type PostCardData = Pick<
  PostSummary,
  'title' | 'slug' | 'excerpt' | 'readTime' | 'tags' | 'image' | 'publishedAt'
> & { images: Omit<ResponsiveImage, 'social'> | null };

/** A page of a list as its cards draw it (a `PostPage` is one). */
export interface PostCardPage extends Omit<PostPage, 'items'> {
  items: PostCardData[];
}

/** The data for each kind of address; null for a post that does not exist. */
export type BlogPageData = PostCardPage | { post: PostView; neighbours: PostNeighbours } | null;

export interface RenderedBlogPage {
  /** 200, or 404 for a post, tag or page that does not exist. */
  status: number;
  /** The whole HTML document. */
  html: string;
}

export interface BlogRenderer {
  /** The address the renderer was built for (VITE_SITE_URL): its canonical links use it. */
  siteUrl: string;
  address(url: string): BlogPageAddress;
  render(url: string, address: BlogPageAddress, data: BlogPageData): Promise<RenderedBlogPage>;
}

/** What dist-ssr/ssr.js exports. */
export interface BlogRendererModule {
  /** `template`: dist-ssr/template.html. Resolves once every page the blog needs is loaded. */
  createBlogRenderer(template: string): Promise<BlogRenderer>;
}
