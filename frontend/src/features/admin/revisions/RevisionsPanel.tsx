import type { AdminPost, Revision, RevisionSummary } from '@site/contract';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api.js';
import { sanitizePostContent } from '../../../lib/post-html.js';
import { companyDateTime } from '../company-time.js';
import { useAdminCall } from '../useAdminCall.js';
import { listRevisions, readRevision, restoreRevision } from './revisions-api.js';

interface Props {
  postId: string;
  /** The version the form holds: a restore sends it as If-Match, and the list is read again
   * whenever it moves on. */
  version: number;
  /** The post with the revision's text back. */
  onRestored: (post: AdminPost) => void;
}

const KINDS: Record<RevisionSummary['kind'], string> = {
  created: 'Created',
  saved: 'Saved',
  autosaved: 'Autosaved',
  restored: 'Restored',
  published: 'Published',
  trashed: 'Moved to the trash',
  untrashed: 'Restored from the trash',
};

function failureText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Cannot reach the server. Please try again.';
}

/**
 * A saved post's revisions, read when the disclosure is opened: each with its time (company time
 * zone), kind and summary; View shows its title and content (sanitised), Restore asks, brings its
 * text back on the server and hands the post to the form.
 */
export function RevisionsPanel({ postId, version, onRestored }: Props) {
  const call = useAdminCall();
  const [open, setOpen] = useState(false);
  /** undefined while loading, null when it failed. */
  const [list, setList] = useState<RevisionSummary[] | null | undefined>(undefined);
  const [viewing, setViewing] = useState<Revision | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    call(() => listRevisions(postId)).then(
      (revisions) => live && setList(revisions),
      () => live && setList(null),
    );
    return () => {
      live = false;
    };
  }, [open, postId, version, call]);

  async function act(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

  const view = (revision: RevisionSummary) =>
    act(async () => setViewing(await call(() => readRevision(postId, revision._id))));

  const restore = (revision: RevisionSummary) => {
    const question =
      `Restore version ${revision.version} (${companyDateTime(revision.createdAt)})? ` +
      'Its text replaces the post’s text; changes not yet saved are lost.';
    if (!window.confirm(question)) return;
    return act(async () => {
      const post = await call(() => restoreRevision(postId, revision._id, version));
      setViewing(null);
      onRestored(post);
    });
  };

  return (
    <details className="admin-revisions" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Revisions</summary>
      {!open ? null : list === undefined ? (
        <p role="status">Loading revisions...</p>
      ) : list === null ? (
        <p className="admin-error" role="alert">
          The revisions could not be loaded.
        </p>
      ) : list.length === 0 ? (
        <p>No revisions yet.</p>
      ) : (
        <ol className="admin-revisions__list" aria-busy={busy}>
          {list.map((revision) => (
            <li key={revision._id}>
              <span>
                <time dateTime={revision.createdAt}>{companyDateTime(revision.createdAt)}</time>
                {' · '}
                {KINDS[revision.kind]} (version {revision.version}) · {revision.summary}
              </span>{' '}
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                aria-label={`View version ${revision.version}`}
                onClick={() => void view(revision)}
              >
                View
              </button>{' '}
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                aria-label={`Restore version ${revision.version}`}
                onClick={() => void restore(revision)}
              >
                Restore
              </button>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {viewing && (
        <section
          className="admin-revisions__view"
          aria-label={`Version ${viewing.version}`}
          tabIndex={-1}
        >
          <h3>{viewing.post.title}</h3>
          <div
            className="blog-post__content"
            dangerouslySetInnerHTML={{ __html: sanitizePostContent(viewing.post.content) }}
          />
          <button type="button" className="button button--ghost" onClick={() => setViewing(null)}>
            Close version {viewing.version}
          </button>
        </section>
      )}
    </details>
  );
}
