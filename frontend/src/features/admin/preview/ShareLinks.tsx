import { type PreviewLink, PUBLISHING } from '@site/contract';
import { useRef, useState } from 'react';
import {
  createPreviewLink,
  listPreviewLinks,
  type PreviewLinkDays,
  revokePreviewLink,
} from '../admin-api.js';
import { companyDateTime } from '../company-time.js';
import { failureMessage } from '../failure-message.js';
import { useAdminCall } from '../useAdminCall.js';
import { copyText } from './copy-text.js';

const lifetime = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/** A link's full address on this site. */
const addressOf = (link: PreviewLink) => new URL(link.path, window.location.origin).href;

/**
 * The post's share links, for someone without an account: made for 1, 7 or 30 days, listed with
 * their expiry in company time, copied, revoked. The list is read when the section is opened.
 */
export function ShareLinks({ postId }: { postId: string }) {
  const call = useAdminCall();
  const [links, setLinks] = useState<PreviewLink[] | null>(null);
  const [days, setDays] = useState<PreviewLinkDays>(PUBLISHING.previewLinkDays[1]);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fields = useRef(new Map<string, HTMLInputElement>());

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    setNote('');
    try {
      await action();
    } catch (problem) {
      console.error(problem);
      setError(failureMessage(problem));
    } finally {
      setBusy(false);
    }
  }

  const load = () =>
    run(async () => {
      setLinks(await call(() => listPreviewLinks(postId)));
    });

  const create = () =>
    run(async () => {
      const link = await call(() => createPreviewLink(postId, days));
      setLinks((current) => [link, ...(current ?? [])]);
      setNote(`Share link made; it works for ${lifetime(days)}.`);
    });

  const revoke = (link: PreviewLink) =>
    run(async () => {
      await call(() => revokePreviewLink(postId, link._id));
      setLinks((current) => (current ?? []).filter(({ _id }) => _id !== link._id));
      setNote('Share link revoked: it no longer opens the post.');
    });

  async function copy(link: PreviewLink) {
    const copied = await copyText(addressOf(link), fields.current.get(link._id) ?? null);
    setNote(copied ? 'Link copied.' : 'Could not copy: select the link and copy it yourself.');
  }

  return (
    <details
      className="share-links"
      onToggle={(event) => {
        if (event.currentTarget.open && links === null && !busy) void load();
      }}
    >
      <summary>Share links</summary>
      <p className="muted">
        Anyone with a share link can read this post before it is public, until the link expires or
        is revoked.
      </p>
      <div className="share-links__new">
        <label htmlFor="share-link-days">Valid for</label>
        <select
          id="share-link-days"
          value={days}
          onChange={(event) => setDays(Number(event.target.value) as PreviewLinkDays)}
        >
          {PUBLISHING.previewLinkDays.map((option) => (
            <option key={option} value={option}>
              {lifetime(option)}
            </option>
          ))}
        </select>
        <button type="button" className="button" disabled={busy} onClick={() => void create()}>
          Create share link
        </button>
      </div>
      {links === null ? (
        busy && <p className="muted">Loading share links...</p>
      ) : links.length === 0 ? (
        <p className="muted">No share links.</p>
      ) : (
        <ul className="share-links__list" aria-label="Share links">
          {links.map((link) => {
            const expires = companyDateTime(link.expiresAt) ?? 'unknown';
            const fieldId = `share-link-${link._id}`;
            return (
              <li key={link._id}>
                <label htmlFor={fieldId}>Link expiring {expires}</label>
                <div className="share-links__row">
                  <input
                    id={fieldId}
                    ref={(field) => {
                      if (field) fields.current.set(link._id, field);
                      else fields.current.delete(link._id);
                    }}
                    readOnly
                    value={addressOf(link)}
                  />
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={`Copy the link expiring ${expires}`}
                    onClick={() => void copy(link)}
                  >
                    Copy
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={busy}
                    aria-label={`Revoke the link expiring ${expires}`}
                    onClick={() => void revoke(link)}
                  >
                    Revoke
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className="muted" role="status" aria-live="polite">
        {note}
      </p>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
    </details>
  );
}
