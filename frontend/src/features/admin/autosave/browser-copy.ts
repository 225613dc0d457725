import type { PostFields } from '../post-form/post-fields.js';

/** What the form held when it last changed, kept in this browser until the server has it. */
export interface BrowserCopy {
  /** When it was written (ISO 8601). */
  savedAt: string;
  fields: PostFields;
}

const PREFIX = 'post-form-copy:';

/** One key per post; a post not yet saved is 'new'. */
export const copyKey = (postId: string | null) => `${PREFIX}${postId ?? 'new'}`;

const FIELD_NAMES: (keyof PostFields)[] = [
  'title',
  'slug',
  'excerpt',
  'content',
  'readTime',
  'tags',
  'imageAlt',
  'imageDecorative',
];

export function sameFields(a: PostFields, b: PostFields): boolean {
  return FIELD_NAMES.every((name) => a[name] === b[name]);
}

function isCopy(value: unknown): value is BrowserCopy {
  if (typeof value !== 'object' || value === null) return false;
  const { savedAt, fields } = value as Partial<BrowserCopy>;
  return (
    typeof savedAt === 'string' &&
    !Number.isNaN(Date.parse(savedAt)) &&
    typeof fields === 'object' &&
    fields !== null &&
    FIELD_NAMES.every((name) => typeof fields[name] === 'string')
  );
}

/** The copy kept for a post, or null (none, unreadable, or storage unavailable). */
export function readCopy(postId: string | null): BrowserCopy | null {
  try {
    const text = localStorage.getItem(copyKey(postId));
    const value = text === null ? null : (JSON.parse(text) as unknown);
    return isCopy(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps `fields` as the post's copy, stamped now. Storage that is full or blocked keeps
 * nothing: the form goes on without its safety net. */
export function writeCopy(postId: string | null, fields: PostFields, now = new Date()): void {
  const copy: BrowserCopy = { savedAt: now.toISOString(), fields };
  try {
    localStorage.setItem(copyKey(postId), JSON.stringify(copy));
  } catch {
    // Nothing else to fall back on.
  }
}

export function clearCopy(postId: string | null): void {
  try {
    localStorage.removeItem(copyKey(postId));
  } catch {
    // Storage blocked: there is nothing to clear.
  }
}

/** The copy to offer when the form opens: one newer than the post's last save (any copy for a
 * new post) that differs from what the form shows. */
export function copyToOffer(
  postId: string | null,
  updatedAt: string | null,
  shown: PostFields,
): BrowserCopy | null {
  const copy = readCopy(postId);
  if (!copy || sameFields(copy.fields, shown)) return null;
  if (updatedAt !== null && Date.parse(copy.savedAt) <= Date.parse(updatedAt)) return null;
  return copy;
}
