import { type AdminPost, type AdminPostSummary, type PostView, PUBLISHING } from '@site/contract';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify/unstyled';
import {
  deletePost,
  deletePostForever,
  readAdminPost,
  restorePost,
  savePost,
} from '../../features/admin/admin-api.js';
import { isEditConflict, toFormData } from '../../features/admin/post-form/post-fields.js';
import { PostFormModal, type SaveRequest } from '../../features/admin/post-form/PostFormModal.js';
import {
  type DashboardView,
  searchOf,
  viewOf,
} from '../../features/admin/post-list/dashboard-view.js';
import { Pager } from '../../features/admin/post-list/Pager.js';
import { PostRow } from '../../features/admin/post-list/PostRow.js';
import { PostSearch } from '../../features/admin/post-list/PostSearch.js';
import { SortSelect } from '../../features/admin/post-list/SortSelect.js';
import { StatusFilter } from '../../features/admin/post-list/StatusFilter.js';
import { useAdminPosts } from '../../features/admin/post-list/useAdminPosts.js';
import { failureMessage } from '../../features/admin/failure-message.js';
import { useAdminCall } from '../../features/admin/useAdminCall.js';
import { type PageMeta } from '../../lib/page-meta.js';

export const meta: PageMeta = {
  title: 'Blog management',
  description: 'Add, edit and delete blog posts.',
};

/** The modal, and how many times one was opened (its key: each opening starts afresh). */
type Modal = { open: false; count: number } | { open: true; post: AdminPost | null; count: number };

const EMPTY: Record<NonNullable<DashboardView['status']>, string> = {
  draft: 'No drafts.',
  scheduled: 'No scheduled posts.',
  published: 'No published posts.',
  trash: 'The trash is empty.',
};

/** What an empty list says: nothing matches the search, nothing has this status, or no posts. */
function emptyText({ status, q }: DashboardView): string {
  if (q) return `No posts match “${q}”.`;
  return status ? EMPTY[status] : 'No blog posts yet.';
}

export default function AdminDashboardPage() {
  const call = useAdminCall();
  // The address is read with useLocation: useSearchParams would add router code to the
  // framework chunk every public page loads.
  const navigate = useNavigate();
  const view = viewOf(useLocation().search);
  const { list, loading, reload } = useAdminPosts(view);
  const [modal, setModal] = useState<Modal>({ open: false, count: 0 });
  const [busy, setBusy] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const pageCount = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  /** The address of the view with `change` applied; a new filter, order or search starts at
   * the first page. */
  const viewLink = (change: Partial<DashboardView>) => searchOf({ ...view, page: 1, ...change });

  const open = (post: AdminPost | null) =>
    setModal((current) => ({ open: true, post, count: current.count + 1 }));

  /** Runs an action on `post`, its buttons waiting meanwhile; a failure shows the server's
   * words and reads the list again (the post may have changed or gone). */
  async function act(post: AdminPostSummary, action: () => Promise<void>) {
    setBusy(post._id);
    try {
      await action();
    } catch (error) {
      console.error(error);
      toast.error(failureMessage(error));
      reload();
    } finally {
      setBusy(null);
    }
  }

  /** Edit needs the post's content, which the list leaves out, and drafts and scheduled posts
   * have no public address: it is read from the admin's API when Edit opens. */
  const edit = (post: AdminPostSummary) =>
    act(post, async () => open(await call(() => readAdminPost(post._id))));

  const remove = (post: AdminPostSummary) => {
    if (!window.confirm('Are you sure you want to delete this blog?')) return;
    return act(post, async () => {
      await call(() => deletePost(post._id));
      toast.success(`Moved to the trash. You can restore it for ${PUBLISHING.trashDays} days.`);
      reload();
    });
  };

  const restore = (post: AdminPostSummary) =>
    act(post, async () => {
      await call(() => restorePost(post._id));
      toast.success(`Restored “${post.title}”.`);
      reload();
    });

  const deleteForever = (post: AdminPostSummary) => {
    if (!window.confirm('Delete this post for good? This cannot be undone.')) return;
    return act(post, async () => {
      await call(() => deletePostForever(post._id));
      toast.success('Deleted for good.');
      reload();
    });
  };

  /** Replaces the form with the post as stored now, once the admin agrees to lose the form. */
  async function reopen(id: string) {
    if (!window.confirm('Replace the form with the saved version? What you typed here is lost.')) {
      return;
    }
    try {
      open(await call(() => readAdminPost(id)));
    } catch (error) {
      console.error(error);
      toast.error(failureMessage(error));
    }
  }

  const close = () => {
    if (!saving) setModal((current) => ({ open: false, count: current.count }));
  };

  /** Saves and closes the form; a failure is told in a toast and the form stays, except an
   * edit made elsewhere meanwhile (409), which the form itself shows with a way to reload. */
  async function save({ fields, image, publishing, id, version }: SaveRequest) {
    const form = toFormData(fields, image, publishing);
    setSaving(true);
    setProgress(image ? 0 : null);
    try {
      const saved: PostView = await call(() =>
        savePost(
          form,
          id,
          (percent) => {
            if (image) setProgress(percent);
          },
          version,
        ),
      );
      setModal((current) => ({ open: false, count: current.count }));
      toast.success('Blog saved');
      reload();
      return saved;
    } catch (error) {
      if (isEditConflict(error)) throw error;
      console.error(error);
      toast.error(failureMessage(error));
      return null;
    } finally {
      setSaving(false);
      setProgress(null);
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
      <StatusFilter
        status={view.status}
        counts={list?.counts}
        linkTo={(status) => viewLink({ status })}
      />
      <div className="admin-list-tools">
        <PostSearch q={view.q} onSearch={(q) => void navigate(viewLink({ q }))} />
        <SortSelect sort={view.sort} onSort={(sort) => void navigate(viewLink({ sort }))} />
      </div>
      {list && !loading && view.page > pageCount && (
        <Navigate replace to={viewLink({ page: pageCount })} />
      )}
      {list === undefined ? (
        <p role="status">Loading posts...</p>
      ) : list === null || list.total === 0 ? (
        <p role="status">
          {list === null ? 'The posts could not be loaded. Please try again.' : emptyText(view)}
        </p>
      ) : (
        <>
          <p className="muted" role="status">
            {loading
              ? 'Loading posts...'
              : `${list.total} ${list.total === 1 ? 'post' : 'posts'}${view.q ? ` found for “${view.q}”` : ''}`}
          </p>
          <ul className="admin-posts" aria-busy={loading}>
            {list.items.map((post) => (
              <PostRow
                key={post._id}
                post={post}
                busy={busy !== null}
                onEdit={() => void edit(post)}
                onDelete={() => void remove(post)}
                onRestore={() => void restore(post)}
                onDeleteForever={() => void deleteForever(post)}
              />
            ))}
          </ul>
          <Pager page={view.page} pageCount={pageCount} linkTo={(page) => viewLink({ page })} />
        </>
      )}
      {modal.open && (
        <PostFormModal
          key={modal.count}
          post={modal.post}
          saving={saving}
          progress={progress}
          onSave={save}
          onReload={(id) => void reopen(id)}
          onClose={close}
        />
      )}
    </section>
  );
}
