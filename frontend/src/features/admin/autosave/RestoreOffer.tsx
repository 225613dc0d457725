import { companyDateTime } from '../company-time.js';
import type { BrowserCopy } from './browser-copy.js';

interface Props {
  copy: BrowserCopy;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers the changes kept in this browser that the server does not have. */
export function RestoreOffer({ copy, onRestore, onDiscard }: Props) {
  return (
    <div className="admin-restore-offer" role="alert">
      <p>You have unsaved changes from {companyDateTime(copy.savedAt)}. Restore them?</p>
      <button type="button" className="button" onClick={onRestore}>
        Restore
      </button>{' '}
      <button type="button" className="button button--ghost" onClick={onDiscard}>
        Discard
      </button>
    </div>
  );
}
