import { POST_LIST, type PostCardPage } from '@site/contract';
import { type FormEvent, useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { NotFoundContent } from '../components/NotFoundContent.js';
import { Pagination } from '../components/Pagination.js';
import { PostCard } from '../components/PostCard.js';
import { fetchPostList } from '../features/blog/blog-api.js';
import { useBlogData } from '../features/blog/blog-data.js';
import {
  type BlogList,
  blogListHead,
  listOfAddress,
  listQuery,
  tagLink,
} from '../features/blog/blog-lists.js';
import { setDocumentMeta, type PageProps } from '../lib/page-meta.js';
import { routes } from '../lib/routes.js';

/** Every list of posts: /blog and its pages, a tag's posts (/blog/tag/<tag>) and a search
 * (/blog/search?q=). The server renders each with its data; the browser takes over from there. */
export default function BlogPage({ pattern = '/blog' }: PageProps) {
  const params = useParams();
  const { pathname, search } = useLocation();
  const list = listOfAddress(pattern, params, new URLSearchParams(search));
  const query = list && listQuery(list);
  const result = useBlogData<PostCardPage | null>(pathname + search, (signal) =>
    query ? fetchPostList(query, signal) : Promise.resolve(null),
  );
  const posts = result.state === 'loaded' ? result.data : null;
  const head = list && blogListHead(list, posts);
  useEffect(() => {
    if (head) setDocumentMeta(head.title, head.description);
  }, [head?.title, head?.description]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!list) return <NotFoundContent />;
  const missing =
    posts !== null && posts.items.length === 0 && (list.page > 1 || list.kind === 'tag');
  if (missing) return <NotFoundContent />;

  const pageCount = posts ? Math.ceil(posts.total / POST_LIST.defaultPageSize) : 0;
  return (
    <div className="page">
      <h1>{head!.heading}</h1>
      {list.kind === 'all' && (
        <p className="lead">
          Notes from our projects: what worked, what it cost and what we would do again.
        </p>
      )}
      <SearchForm key={list.q ?? ''} initial={list.q ?? ''} />
      {result.state === 'loading' ? <PostPlaceholders /> : <PostList list={list} posts={posts} />}
      {posts && (
        <Pagination
          page={list.page}
          pageCount={pageCount}
          link={(page) => linkToPage(list, page)}
        />
      )}
    </div>
  );
}

function linkToPage(list: BlogList, page: number): string {
  if (list.kind === 'tag') return routes.blogTag.link(list.tag, page);
  if (list.kind === 'search') return routes.blogSearch.link(list.q ?? '', page);
  return routes.blog.link(page);
}

function PostList({ list, posts }: { list: BlogList; posts: PostCardPage | null }) {
  if (list.kind === 'search') {
    if (!list.q) return null;
    if (!posts?.items.length) {
      return <p role="status">{`No posts match “${list.q}”. Try other words.`}</p>;
    }
  } else if (!posts?.items.length) {
    // A list that could not be loaded is logged by the API client and shows the empty state.
    return <p role="status">No posts yet. Please check back soon.</p>;
  }
  const first = (list.page - 1) * POST_LIST.defaultPageSize + 1;
  return (
    <>
      {(list.kind === 'search' || posts.total > posts.items.length) && (
        <p className="muted" role="status">
          {list.kind === 'search'
            ? `${posts.total} ${posts.total === 1 ? 'post matches' : 'posts match'} “${list.q}”.`
            : `Posts ${first} to ${first + posts.items.length - 1} of ${posts.total}.`}
        </p>
      )}
      <div className="grid post-grid">
        {/* The first card's image is the page's largest paint; the others come once the page is
            hydrated, so that none of them competes with it (they are lazy, but a phone's
            screen and the browser's lazy-load margin hold several). */}
        {posts.items.map((post, index) => (
          <PostCard
            key={post.slug}
            post={post}
            priority={index === 0}
            imageAfterHydration={index > 0}
            tagLink={tagLink}
          />
        ))}
      </div>
    </>
  );
}

/** A search that works without JavaScript (a GET form) and navigates in place with it. */
function SearchForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = event.currentTarget.elements.namedItem('q');
    void navigate(routes.blogSearch.link(q instanceof HTMLInputElement ? q.value.trim() : ''));
  };
  return (
    <form
      className="blog-search"
      role="search"
      action="/blog/search"
      method="get"
      onSubmit={submit}
    >
      <label htmlFor="blog-search">Search posts</label>
      <input
        id="blog-search"
        className="text-input"
        type="search"
        name="q"
        defaultValue={initial}
        maxLength={POST_LIST.maxQueryLength}
        autoComplete="off"
      />
      <button className="button" type="submit">
        Search
      </button>
    </form>
  );
}

/**
 * While the list loads: grey cards the size of real ones, so the posts arriving move nothing
 * below them (no layout shift); the status line is for screen readers.
 */
function PostPlaceholders() {
  return (
    <>
      <p role="status" className="visually-hidden">
        Loading posts...
      </p>
      <div className="grid post-grid" aria-hidden="true">
        {[1, 2, 3].map((key) => (
          <div key={key} className="card post-card post-card--placeholder">
            <span className="placeholder placeholder--image" />
            <span className="placeholder placeholder--title" />
            <span className="placeholder placeholder--meta" />
            <span className="placeholder placeholder--text" />
            <span className="placeholder placeholder--tags" />
          </div>
        ))}
      </div>
    </>
  );
}
