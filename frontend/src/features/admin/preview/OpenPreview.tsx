import { useState } from 'react';
import { routes } from '../../../lib/routes.js';
import { setPreviewCookie } from '../admin-api.js';
import { useAdminCall } from '../useAdminCall.js';

/**
 * Opens the saved post at its real address in a new tab, after the server has given this
 * browser the preview cookie (so a draft or scheduled post shows, with its banner). The tab is
 * opened at once, inside the click, so that no popup blocker stops it, and sent on when the
 * cookie is set.
 */
export function OpenPreview({ slug }: { slug: string }) {
  const call = useAdminCall();
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);

  async function open() {
    setError(null);
    setOpening(true);
    const tab = window.open('about:blank', '_blank');
    try {
      await call(setPreviewCookie);
      const address = routes.blogPost.link(slug);
      if (tab) {
        tab.opener = null;
        tab.location.href = address;
      } else {
        window.open(address, '_blank', 'noopener');
      }
    } catch (failure) {
      console.error(failure);
      tab?.close();
      setError('The preview could not be opened. Please try again.');
    } finally {
      setOpening(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        disabled={opening}
        onClick={() => void open()}
      >
        Open preview
      </button>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
