import type { AdminPostSummary } from '@site/contract';
import { TagList } from '../../../components/TagList.js';
import { apiUrl } from '../../../lib/api.js';
import { postImageUrl } from '../../../lib/post-image.js';
import { cardImage, pictureSources } from '../../../lib/responsive-image.js';
import { postTimeLabel, statusLabel } from './post-time.js';

interface Props {
  post: AdminPostSummary;
  /** An action on some post is under way: the buttons wait. */
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onRestore: () => void;
  onDeleteForever: () => void;
}

/** A post in the dashboard: its state and the time that matters for it, and what can be done
 * with it (Edit and Delete; Restore and Delete forever once in the trash). */
export function PostRow({ post, busy, onEdit, onDelete, onRestore, onDeleteForever }: Props) {
  const state = post.deletedAt === null ? post.status : 'trash';
  const button = (label: string, onClick: () => void) => (
    <button type="button" className="button button--ghost" disabled={busy} onClick={onClick}>
      {label}
      <span className="visually-hidden"> {post.title}</span>
    </button>
  );
  return (
    <li className="card admin-post">
      <Thumbnail post={post} />
      <div className="admin-post__text">
        <h2>{post.title}</h2>
        <p className="admin-post__meta">
          <span className={`admin-badge admin-badge--${state}`}>{statusLabel(post)}</span>
          <span className="muted">
            /{post.slug} · {postTimeLabel(post)}
          </span>
        </p>
        <TagList tags={post.tags} label="Tags" />
      </div>
      <div className="admin-post__actions">
        {state === 'trash' ? (
          <>
            {button('Restore', onRestore)}
            {button('Delete forever', onDeleteForever)}
          </>
        ) : (
          <>
            {button('Edit', onEdit)}
            {button('Delete', onDelete)}
          </>
        )}
      </div>
    </li>
  );
}

/** A post's image at 120 pixels: its narrowest JPEGs when it was made for the web. */
function Thumbnail({ post }: { post: AdminPostSummary }) {
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
