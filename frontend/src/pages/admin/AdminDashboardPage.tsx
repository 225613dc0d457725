import { POST_LIST, type PostSummary, type PostView } from '@site/contract';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify/unstyled';
import { deletePost, readPost, savePost } from '../../features/admin/admin-api.js';
import { type PostFields, toFormData } from '../../features/admin/post-form/post-fields.js';
import { PostFormModal } from '../../features/admin/post-form/PostFormModal.js';
import { Pager } from '../../features/admin/post-list/Pager.js';
import { PostSearch } from '../../features/admin/post-list/PostSearch.js';
import { usePostSummaries } from '../../features/admin/post-list/usePostSummaries.js';
import { useAdminCall } from '../../features/admin/useAdminCall.js';
import { ApiError, apiUrl } from '../../lib/api.js';
import { type PageMeta } from '../../lib/page-meta.js';
import { formatDate, postImageUrl } from '../../lib/post-image.js';
import { cardImage, pictureSources } from '../../lib/responsive-image.js';
import { TagList } from '../../components/TagList.js';

export const meta: PageMeta = {
  title: 'Blog management',
  description: 'Add, edit and delete blog posts.',
};

/** What to tell the admin when a save or delete fails: the server's words where there are any. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Cannot reach the server. Please try again.';
}

/** The modal, and how many times one was opened (its key: each opening starts afresh). */
type Modal = { open: false; count: number } | { open: true; post: PostView | null; count: number };

/** The page in the address (`?page=`), 1 when it is missing or not a page number. */
function pageOf(text: string | null): number {
  const page = /^[1-9][0-9]*$/.test(text ?? '') ? Number(text) : 1;
  return page <= POST_LIST.maxPage ? page : 1;
}

/** The address of the list's page `page` for the search `q`. */
function listSearch(page: number, q: string): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '?';
}

export default function AdminDashboardPage() {
  const call = useAdminCall();
  // The address is read with useLocation: useSearchParams would add router code to the
  // framework chunk every public page loads.
  const navigate = useNavigate();
  const params = new URLSearchParams(useLocation().search);
  const page = pageOf(params.get('page'));
  const q = (params.get('q') ?? '').trim();
  const { list, loading, reload } = usePostSummaries(page, q);
  const [modal, setModal] = useState<Modal>({ open: false, count: 0 });
  const [opening, setOpening] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const pageCount = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;

  const open = (post: PostView | null) =>
    setModal((current) => ({ open: true, post, count: current.count + 1 }));

  /** Edit needs the post's content, which the list leaves out: it is read when Edit opens. */
  async function edit(post: PostSummary) {
    setOpening(post._id);
    try {
      open(await call(() => readPost(post.slug)));
    } catch (error) {
      console.error(error);
      toast.error(failureMessage(error));
      reload();
    } finally {
      setOpening(null);
    }
  }
  const close = () => {
    if (!saving) setModal((current) => ({ open: false, count: current.count }));
  };

  async function save(fields: PostFields, image: File | null) {
    if (!modal.open) return;
    const form = toFormData(fields, image);
    setSaving(true);
    setProgress(image ? 0 : null);
    try {
      await call(() =>
        savePost(form, modal.post?._id ?? null, (percent) => {
          if (image) setProgress(percent);
        }),
      );
      setModal((current) => ({ open: false, count: current.count }));
      toast.success('Blog saved');
      reload();
    } catch (error) {
      console.error(error);
      toast.error(failureMessage(error));
    } finally {
      setSaving(false);
      setProgress(null);
    }
  }

  async function remove(post: PostSummary) {
    if (!window.confirm('Are you sure you want to delete this blog?')) return;
    try {
      await call(() => deletePost(post._id));
      reload();
    } catch (error) {
      console.error(error);
      toast.error(failureMessage(error));
    }
  }

  return (
    <section aria-labelledby="dashboard-title">
      <div className="admin-dashboard__head">
        <h1 id="dashboard-title">Blog Management</h1>
        <button type="button" className="button" onClick={() => open(null)}>
          Add New Blog
        </button>
      </div>
      <PostSearch q={q} onSearch={(text) => void navigate(listSearch(1, text))} />
      {list && !loading && page > pageCount && <Navigate replace to={listSearch(pageCount, q)} />}
      {list === undefined ? (
        <p role="status">Loading posts...</p>
      ) : list === null || list.total === 0 ? (
        <p role="status">
          {list === null
            ? 'The posts could not be loaded. Please try again.'
            : q
              ? `No posts match “${q}”.`
              : 'No blog posts yet.'}
        </p>
      ) : (
        <>
          <p className="muted" role="status">
            {list.total} {list.total === 1 ? 'post' : 'posts'}
            {q && ` found for “${q}”`}
          </p>
          <ul className="admin-posts" aria-busy={loading}>
            {list.items.map((post) => (
              <li key={post._id} className="card admin-post">
                <Thumbnail post={post} />
                <div className="admin-post__text">
                  <h2>{post.title}</h2>
                  <p className="muted">
                    /{post.slug} · {formatDate(post.createdAt) ?? 'Date unavailable'}
                    {formatDate(post.updatedAt) !== formatDate(post.createdAt) &&
                      ` · updated ${formatDate(post.updatedAt) ?? ''}`}
                  </p>
                  <TagList tags={post.tags} label="Tags" />
                </div>
                <div className="admin-post__actions">
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={opening !== null}
                    onClick={() => void edit(post)}
                  >
                    Edit<span className="visually-hidden"> {post.title}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => void remove(post)}
                  >
                    Delete<span className="visually-hidden"> {post.title}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <Pager page={page} pageCount={pageCount} linkTo={(n) => listSearch(n, q)} />
        </>
      )}
      {modal.open && (
        <PostFormModal
          key={modal.count}
          post={modal.post}
          saving={saving}
          progress={progress}
          onSave={(fields, image) => void save(fields, image)}
          onClose={close}
        />
      )}
    </section>
  );
}

/** A post's image at 120 pixels: its narrowest JPEGs when it was made for the web. */
function Thumbnail({ post }: { post: PostSummary }) {
  const jpeg = post.images && pictureSources(cardImage(post.images), apiUrl);
  return (
    <img
      src={jpeg ? jpeg.src : postImageUrl(post.image)}
      srcSet={jpeg?.srcset}
      sizes={jpeg ? '120px' : undefined}
      alt=""
      width={120}
      height={63}
      loading="lazy"
    />
  );
}
