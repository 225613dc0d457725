import type { PostView } from '@site/contract';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { deletePost, listPosts, savePost } from '../../features/admin/admin-api.js';
import { type PostFields, toFormData } from '../../features/admin/post-form/post-fields.js';
import { PostFormModal } from '../../features/admin/post-form/PostFormModal.js';
import { useAdminCall } from '../../features/admin/useAdminCall.js';
import { ApiError } from '../../lib/api.js';
import { type PageMeta } from '../../lib/page-meta.js';
import { formatDate, postImageUrl } from '../../lib/post-image.js';

export const meta: PageMeta = {
  title: 'Blog management',
  description: 'Add, edit and delete blog posts.',
};

/** What to tell the admin when a save or delete fails: the server's words where there are any. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Cannot reach the server. Please try again.';
}

type Modal = { open: false } | { open: true; post: PostView | null; key: number };

export default function AdminDashboardPage() {
  const call = useAdminCall();
  const [posts, setPosts] = useState<PostView[] | null>(null);
  const [modal, setModal] = useState<Modal>({ open: false });
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const reload = useCallback(() => {
    call(listPosts)
      .then(setPosts)
      .catch((error: unknown) => {
        console.error(error);
        setPosts([]);
      });
  }, [call]);
  useEffect(reload, [reload]);

  const open = (post: PostView | null) => setModal({ open: true, post, key: Date.now() });
  const close = () => {
    if (!saving) setModal({ open: false });
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
      setModal({ open: false });
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

  async function remove(post: PostView) {
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
      {posts === null ? (
        <p role="status">Loading posts...</p>
      ) : posts.length === 0 ? (
        <p role="status">No blog posts yet.</p>
      ) : (
        <ul className="admin-posts">
          {posts.map((post) => (
            <li key={post._id} className="card admin-post">
              <img src={postImageUrl(post.image)} alt="" width={120} height={63} loading="lazy" />
              <div className="admin-post__text">
                <h2>{post.title}</h2>
                <p className="muted">
                  /{post.slug} · {formatDate(post.createdAt) ?? 'Date unavailable'}
                </p>
                {post.tags.length > 0 && (
                  <ul className="tag-list" aria-label="Tags">
                    {post.tags.map((tag) => (
                      <li key={tag} className="tag">
                        {tag}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div className="admin-post__actions">
                <button type="button" className="button button--ghost" onClick={() => open(post)}>
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
      )}
      {modal.open && (
        <PostFormModal
          key={modal.key}
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
