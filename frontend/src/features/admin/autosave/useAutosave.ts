import { type PostStatus, type PostView } from '@site/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, NetworkError, UnauthorizedError } from '../../../lib/api.js';
import { companyClock } from '../company-time.js';
import type { PostFields } from '../post-form/post-fields.js';
import { autosavePost } from './autosave-api.js';
import { type BrowserCopy, clearCopy, copyToOffer, sameFields, writeCopy } from './browser-copy.js';

/** A draft is saved this long after the last change (or at once when a field loses focus). */
export const AUTOSAVE_DELAY_MS = 3000;

export const DISCARD_QUESTION = 'Discard unsaved changes?';

/** The post as the server has it; null for a new post not saved yet. */
export interface SavedPost {
  _id: string;
  version: number;
  status: PostStatus;
}

interface Options {
  saved: SavedPost | null;
  /** When the post the form opened was last saved (null for a new post): a browser copy newer
   * than this is offered. */
  openedAt: string | null;
  /** The form's fields now. */
  fields: PostFields;
  /** The form's status control says Draft (default): otherwise nothing goes to the server until
   * the explicit save. */
  asDraft?: boolean;
  /** Each autosave's answer: the form takes its id and version (a new post now has both). */
  onSaved: (post: PostView) => void;
  /** Puts the browser copy's fields into the form. */
  onRestore: (fields: PostFields) => void;
  delayMs?: number;
}

type State =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'failed'; text: string }
  /** Autosave is off for this form (a 409, an ended session). */
  | { kind: 'stopped'; text: string };

const KEPT = 'kept in this browser';

function failure(error: unknown): State {
  if (error instanceof UnauthorizedError) {
    return { kind: 'stopped', text: `Not saved: your session has ended — ${KEPT}. Log in again.` };
  }
  if (error instanceof ApiError && error.status === 409) {
    return { kind: 'stopped', text: `Autosave is off. ${error.message}` };
  }
  if (error instanceof ApiError) return { kind: 'failed', text: `Not saved: ${error.message}` };
  if (error instanceof NetworkError)
    return { kind: 'failed', text: `Not saved: offline — ${KEPT}` };
  return { kind: 'failed', text: `Not saved — ${KEPT}` };
}

/**
 * The form's safety net. Every change is kept in this browser (localStorage, one key per post)
 * until the server has it; a draft is also saved to the server (autosave=true, status=draft,
 * If-Match) a few seconds after the last change and when a field loses focus. A published or
 * scheduled post is never autosaved: its changes go live only on an explicit save. When the form
 * opens with a copy newer than the post's last save, `offer` holds it until restored or discarded.
 */
export function useAutosave({
  saved,
  openedAt,
  fields,
  asDraft = true,
  onSaved,
  onRestore,
  delayMs = AUTOSAVE_DELAY_MS,
}: Options) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  /** What the server holds: the fields as opened, then as last saved. */
  const [baseline, setBaseline] = useState(fields);
  const [offer, setOffer] = useState<BrowserCopy | null>(() =>
    copyToOffer(saved?._id ?? null, openedAt, fields),
  );

  /** Only a draft that stays a draft is saved to the server as it is typed. */
  const draft = asDraft && (saved === null || saved.status === 'draft');
  const latest = useRef({ fields, draft, onSaved, offer });
  /** The id and version written by the last autosave, before the form's props catch up. */
  const target = useRef<SavedPost | null>(saved);
  const baselineRef = useRef(baseline);
  /** The save on its way, if any. */
  const inflight = useRef<Promise<void> | null>(null);
  /** An explicit save is on its way: no autosave meanwhile. */
  const held = useRef(false);
  const again = useRef(false);
  /** A 409 or an ended session turned autosave off. */
  const stopped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    latest.current = { fields, draft, onSaved, offer };
    baselineRef.current = baseline;
    if (saved && (!target.current || saved.version > target.current.version)) {
      target.current = saved;
    }
  });

  const dirty = !sameFields(fields, baseline);

  /** Saves what the form holds if it is a draft that differs from the server's; a call while
   * a save is on its way runs once more after it. Resolves when nothing is left to do. */
  const run = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    if (inflight.current) {
      again.current = true;
      return inflight.current;
    }
    const saveOnce = async () => {
      const now = latest.current;
      if (now.offer || stopped.current || held.current) return;
      if (!now.draft) return;
      if (now.fields.title.trim() === '' || now.fields.slug.trim() === '') return;
      if (sameFields(now.fields, baselineRef.current)) return;
      const sent = now.fields;
      const before = target.current;
      setState({ kind: 'saving' });
      try {
        const post = await autosavePost(
          sent,
          before && { _id: before._id, version: before.version },
        );
        target.current = post;
        baselineRef.current = sent;
        setBaseline(sent);
        // The copy moves to the post's own key (the effect below rewrites it when still needed).
        if (!before) clearCopy(null);
        setState({ kind: 'saved', at: new Date() });
        latest.current.onSaved(post);
      } catch (error) {
        const next = failure(error);
        stopped.current = next.kind === 'stopped';
        setState(next);
      }
    };
    const loop = async () => {
      try {
        do {
          again.current = false;
          await saveOnce();
        } while (again.current);
      } finally {
        inflight.current = null;
      }
    };
    inflight.current = loop();
    return inflight.current;
  }, []);

  // Keeps each change in this browser, and saves a draft after a pause.
  useEffect(() => {
    if (offer) return;
    const id = saved?._id ?? null;
    if (sameFields(fields, baseline)) clearCopy(id);
    else writeCopy(id, fields);
    if (!draft) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(), delayMs);
    return () => clearTimeout(timer.current);
  }, [fields, baseline, offer, saved?._id, draft, delayMs, run]);

  // Closing the tab or reloading with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  // Back online: what waits is saved.
  useEffect(() => {
    const online = () => void run();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [run]);

  const restore = () => {
    if (!offer) return;
    setOffer(null);
    onRestore(offer.fields);
  };

  const discard = () => {
    clearCopy(saved?._id ?? null);
    setOffer(null);
  };

  /** Before an explicit save: autosave holds, and the save on its way (if any) ends first.
   * Resolves with the post's id and version as the server has them now (null: not created). */
  const settle = async (): Promise<SavedPost | null> => {
    held.current = true;
    clearTimeout(timer.current);
    await inflight.current;
    return target.current;
  };

  /** The explicit save failed: autosave goes on. */
  const resume = () => {
    held.current = false;
  };

  /** The text now matches the server's (an explicit save, a restored revision): nothing is
   * unsaved, the copy goes, and autosave goes on. */
  const reset = (next: PostFields) => {
    held.current = false;
    baselineRef.current = next;
    setBaseline(next);
    clearCopy(saved?._id ?? null);
  };

  /** Whether the form may close: yes without unsaved changes, else the admin's answer (and a
   * discard drops the browser copy). */
  const confirmLeave = (): boolean => {
    if (!dirty) return true;
    if (!window.confirm(DISCARD_QUESTION)) return false;
    clearTimeout(timer.current);
    clearCopy(saved?._id ?? null);
    return true;
  };

  return {
    /** The quiet status line, or null when there is nothing to say. */
    status: statusText(state, dirty, draft),
    offer,
    restore,
    discard,
    settle,
    resume,
    reset,
    confirmLeave,
    /** Saves a draft now (a field lost focus). A new post is created by the pause alone, not
     * while the admin moves between its first fields. */
    flush: () => {
      if (target.current) void run();
    },
    dirty,
  };
}

function statusText(state: State, dirty: boolean, draft: boolean): string | null {
  if (!draft) return dirty ? `Changes are ${KEPT} until you save.` : null;
  switch (state.kind) {
    case 'idle':
      return null;
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `Saved ${companyClock(state.at)}`;
    case 'failed':
    case 'stopped':
      return state.text;
  }
}
